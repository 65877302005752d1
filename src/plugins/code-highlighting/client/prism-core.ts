// Prism's core in manual mode (./prism-manual), made the global `Prism` that the language
// files of `prismjs/components` extend when they are evaluated (./prism.ts).
import './prism-manual';
import Prism from 'prismjs/components/prism-core';

(globalThis as {Prism?: unknown}).Prism = Prism;
export default Prism;
