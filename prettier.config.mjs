// Prettier reads this file directly with Node's import(); on Node 20 that cannot load a .ts
// config, so it is an ES module typed through JSDoc instead.

/** @type {import('prettier').Config} */
const config = {
  // The style the code was already written in.
  printWidth: 140,
  tabWidth: 2,
  singleQuote: true,
  bracketSpacing: false,
  trailingComma: 'all',
  arrowParens: 'always',
  overrides: [
    {
      // Docs pages are MDX (Docusaurus 3) with one paragraph per line; Prettier's Markdown printer
      // does not know MDX directives, so prose is never rewrapped (rewrapping would pull `:::note`
      // lines into the paragraph they open).
      files: ['*.md', '*.mdx'],
      options: {
        proseWrap: 'preserve',
        // Code blocks and front matter in the docs are written for readers (hand-laid-out
        // signatures, aligned comments, `{ Context }` spacing) and checked by
        // scripts/check-examples.ts; Prettier leaves them as they are.
        embeddedLanguageFormatting: 'off',
      },
    },
  ],
};

export default config;
