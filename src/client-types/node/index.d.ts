/**
 * What the browser program (tsconfig.client.json) gets for `node`: the type
 * library that Docusaurus's own typings reference (through @docusaurus/utils →
 * globby → fast-glob) would otherwise give every client file all of Node's
 * globals and modules. tsconfig.client.json's `typeRoots` resolves `node` to
 * this file instead, so a client file that imports a Node built-in or uses
 * `process`, `Buffer` or `__dirname` fails the type check
 * (tests/unit/client-types.test.ts shows it).
 *
 * The one thing declared is what the bundler itself provides: it replaces
 * `process.env.NODE_ENV` with a string at build time.
 */
declare const process: {readonly env: {readonly NODE_ENV: 'development' | 'production' | 'test'}};
