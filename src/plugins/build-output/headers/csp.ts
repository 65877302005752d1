/**
 * The Content-Security-Policy of the site, and the SHA-256 hashes by which it
 * allows inline scripts.
 */
import crypto from 'node:crypto';
import {analyticsHosts} from '../../../data/deploy';

export interface CspInput {
  /** `sha256-…` hashes of every inline script of the build (theme start-up, base-URL warning, analytics set-up, redirects). */
  scriptHashes: readonly string[];
  analytics: boolean;
}

/**
 * The Content-Security-Policy the site passes. Scripts: our own files and
 * the hashed inline scripts only (no 'unsafe-inline'). Styles keep
 * 'unsafe-inline': the framework renders a few style attributes (the
 * announcement bar's colours, the hidden icon sprite). Who may frame a page
 * is a policy of its own, per path (`framingPolicies` in src/data/deploy.ts).
 */
export function contentSecurityPolicy({scriptHashes, analytics}: CspInput): string {
  const ga = (hosts: readonly string[]) => (analytics ? hosts : []);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the search (Pagefind) compile its WebAssembly; it allows no JavaScript eval.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((h) => `'${h}'`), ...ga(analyticsHosts.script)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...ga(analyticsHosts.img)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...ga(analyticsHosts.connect)]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Inline scripts the browser runs: no `src`, and a JavaScript type (or none). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    if (m[2].trim() === '') continue;
    scripts.push(m[2]);
  }
  return scripts;
}

/** The CSP source of a script: `sha256-` and the base64 SHA-256 of its text. */
export const sha256 = (text: string) => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;
