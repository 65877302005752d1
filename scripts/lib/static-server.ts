/**
 * A static server for the built site that sends exactly the headers of the
 * build's `_headers` file, the way a CDN host does: every matching rule adds
 * its headers (the same name twice is joined with ", ", as hosts do, so an
 * overlap between rules shows). Clean URLs resolve to `index.html` or
 * `.html`; anything else gets 404.html with status 404. Loopback only.
 * With `gzip`, text files are sent gzip-compressed to clients that accept it,
 * as a CDN would (the benchmark measures pages this way; Pagefind's index files
 * are compressed already and go as they are).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {parseHeaders, pathMatches} from '../../src/plugins/build-output/headers/headers-file';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

function resolveFile(root: string, urlPath: string): string | undefined {
  const safe = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [path.join(root, safe), path.join(root, safe, 'index.html'), path.join(root, `${safe}.html`)];
  return candidates.find((c) => c.startsWith(root) && fs.existsSync(c) && fs.statSync(c).isFile());
}

export interface ServeOptions {
  /** Compress text responses (HTML, JS, CSS, JSON, SVG, XML, text) for clients that accept gzip. */
  gzip?: boolean;
  /** The loopback port to listen on (a free one by default). */
  port?: number;
}

const compressible = /^(text\/|application\/(json|schema\+json|yaml|xml)|image\/svg)/;

export async function serveBuild(root: string, {gzip = false, port: wantedPort = 0}: ServeOptions = {}): Promise<StaticServer> {
  const compressed = new Map<string, Buffer>();
  const rules = parseHeaders(fs.readFileSync(path.join(root, '_headers'), 'utf8'));
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const headers = new Map<string, string>();
    for (const rule of rules.filter((r) => pathMatches(r.path, urlPath))) {
      for (const [name, value] of rule.headers) headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
    }
    const file = resolveFile(root, urlPath);
    const target = file ?? path.join(root, '404.html');
    res.statusCode = file ? 200 : 404;
    for (const [name, value] of headers) res.setHeader(name, value);
    // A Content-Type from `_headers` wins, as on the hosts (the files under /schemas/ name theirs).
    const type = headers.get('Content-Type') ?? types[path.extname(target)] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    // Why whole files with their length, not a stream: a response is then complete or fails, never cut short.
    let body: Buffer = fs.readFileSync(target);
    if (gzip && compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const zipped = compressed.get(target) ?? zlib.gzipSync(body, {level: 9});
      compressed.set(target, zipped);
      body = zipped;
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.setHeader('Content-Length', body.length);
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', resolve);
  });
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
