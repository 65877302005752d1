// Evaluated before Prism's core (see ./prism.ts): in a browser, Prism highlights every
// `code[class*="language-"]` element of the page by itself unless it finds `Prism.manual`
// on the window. The code blocks are React's to render, so Prism must never touch them.
const scope = globalThis as {Prism?: unknown};
if (typeof scope.Prism === 'undefined') scope.Prism = {manual: true, disableWorkerMessageHandler: true};
export {};
