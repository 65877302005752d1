/**
 * `npm run preview`: serves a production build the way the CDN host will, with
 * the headers of the build's own `_headers` file (security headers, the CSP,
 * caching, and the open, typed files under /schemas/), compressed, on
 * http://127.0.0.1:3000 (or `--port N`, `--dir <another build>`). Stop with Ctrl+C.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {serveBuild} from './lib/static-server';
import {repoRoot} from '../src/fdc3/docs-versions';

async function main(): Promise<void> {
  const {values} = parseArgs({options: {port: {type: 'string', default: '3000'}, dir: {type: 'string', default: 'build'}}});
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`preview: --port must be a port number, got "${values.port}"`);
  const dir = path.resolve(repoRoot, values.dir!);
  const server = await serveBuild(dir, {gzip: true, port});
  console.log(`Serving ${path.relative(repoRoot, dir) || '.'} with its _headers at ${server.origin}/ (Ctrl+C stops)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
