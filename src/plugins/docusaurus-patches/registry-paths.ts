/**
 * The route registry that Docusaurus generates (`.docusaurus/registry.js`) gives every chunk its loader, its
 * module's path and its module id: `[() => import("@site/docs/x.md"), "@site/docs/x.md", require.resolveWeak(…)]`.
 * The path is read only while pages are rendered at build time (react-loadable reports the modules a
 * page used, so that its HTML names their chunks); in the browser nothing reads it. Yet every path
 * ships in the main bundle that every page loads first: about 450 of them, 2.5 KB of gzip, and this
 * machine's absolute paths among them. This plugin empties those strings in the client bundle only,
 * after minification, and fails the compilation if it does not find exactly one per registry entry
 * (a Docusaurus that writes the registry differently is then noticed, not half-stripped).
 */
import fs from 'node:fs';

/**
 * A registry entry's path in the minified bundle: the loader's closing `))`, the path, the module id
 * (a number, which the minifier may write as `97e3`).
 */
const minifiedEntryPath = /(\)\),)"[^"\\]*"(,\d+(?:e\d+)?\])/g;

/** The minified `code` with each registry entry's path emptied, and how many were. */
export function stripRegistryPaths(code: string): {code: string; stripped: number} {
  let stripped = 0;
  const out = code.replace(minifiedEntryPath, (_, before: string, after: string) => {
    stripped += 1;
    return `${before}""${after}`;
  });
  return {code: out, stripped};
}

/** How many entries the generated registry source has (one `require.resolveWeak` each). */
export function registryEntries(registrySource: string): number {
  return registrySource.match(/require\.resolveWeak\(/g)?.length ?? 0;
}

/** The module paths of the generated registry source, in order. */
export function registryPaths(registrySource: string): string[] {
  return [...registrySource.matchAll(/\), "([^"]*)", require\.resolveWeak\(/g)].map((m) => m[1]!);
}

interface Source {
  source(): string | Buffer;
}
interface Compiler {
  webpack: {
    WebpackError: new (message: string) => Error;
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {RawSource: new (code: string) => Source};
  };
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
}
interface Compilation {
  errors: Error[];
  hooks: {processAssets: {tap(options: {name: string; stage: number}, fn: (assets: Record<string, Source>) => void): void}};
  updateAsset(name: string, source: Source): void;
}

/** Empties the registry's module paths in the client's scripts (Rspack and webpack); `registryFile` is the generated registry. */
export class RegistryPathsPlugin {
  constructor(private readonly registryFile: string) {}

  apply(compiler: Compiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('registry-paths', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Just after the minifier, before the content hashes are worked out.
        {name: 'registry-paths', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        (assets) => {
          const expected = registryEntries(fs.readFileSync(this.registryFile, 'utf8'));

          const registrySource = fs.readFileSync(this.registryFile, 'utf8');
          let stripped = 0;
          const found = new Set<string>();
          for (const [name, asset] of Object.entries(assets)) {
            if (!name.endsWith('.js')) continue;
            const text = asset.source().toString();
            if (!text.includes('.bind(')) continue;
            for (const m of text.matchAll(minifiedEntryPath)) found.add(m[0]);
            const result = stripRegistryPaths(text);
            if (result.stripped === 0) continue;
            stripped += result.stripped;
            compilation.updateAsset(name, new RawSource(result.code));
          }
          if (stripped !== expected) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `src/plugins/docusaurus-patches/registry-paths.ts: ${this.registryFile} has ${expected} entries, ` +
                  `but ${stripped} module paths were found in the client's scripts: the registry's format has changed; ` +
                  `update minifiedEntryPath. Not found as a registry entry: ${registryPaths(registrySource)
                    .filter((p) => ![...found].some((f) => f.includes(`"${p}"`)))
                    .join(', ')}`,
              ),
            );
          }
        },
      );
    });
  }
}
