/**
 * The `_headers` file as text: written by the headers step from the rules of
 * src/data/deploy.ts, and read back by the browser tests' static server
 * (scripts/lib/static-server.ts), which serves the build with exactly these
 * headers, as a CDN host does.
 */
import type {HeaderRule} from '../../../data/deploy';

/** `_headers` text (a path line, then its headers indented by two spaces). */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return `${rules.map((r) => [r.path, ...r.headers.map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n')}\n`;
}

/** Parses `_headers` text back into rules. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: []});
      return;
    }
    const m = /^\s+([^:]+):\s*(.*)$/.exec(line);
    const rule = rules[rules.length - 1];
    if (!m || !rule) throw new Error(`_headers:${i + 1}: expected "  Name: value" under a path, got "${line}"`);
    rule.headers.push([m[1].trim(), m[2]]);
  });
  return rules;
}

/** Whether a `_headers` path pattern matches a request path (`*` matches any rest of the path). */
export function pathMatches(pattern: string, requestPath: string): boolean {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(requestPath);
}
