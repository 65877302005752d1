// What the classic theme's prism-include-languages client module did, done when the first code
// block loads instead of on every page (src/plugins/code-highlighting): add the languages of
// `prism.additionalLanguages` to the Prism instance the code blocks use.
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
