import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import OtherVersions from '@site/src/components/OtherVersions';

type Props = WrapperProps<typeof FooterType>;

// Why: every docs page says in which other versions it exists, and which
// version introduced it, before the edit link and last-update line.
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <OtherVersions />
      <Footer {...props} />
    </>
  );
}
