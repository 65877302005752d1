// The language files of `prismjs/components` extend the global Prism and export nothing;
// the core exports the Prism object (@types/prismjs types only the package's main file).
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/prism-*';
