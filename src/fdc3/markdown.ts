/** Small readers for the docs' Markdown files (front matter via js-yaml, the rest by hand). */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface DocFile {
  file: string;
  frontMatter: Record<string, string>;
  body: string;
}

/** Every `.md`/`.mdx` file under `dir`, sorted, skipping `_`-prefixed partials. */
export function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listMarkdown(full));
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) out.push(full);
  }
  return out.sort();
}

/** Parses a doc's YAML front matter; throws naming the file if it is absent or malformed. */
export function readDoc(file: string): DocFile {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) throw new Error(`${file}: missing front matter (a --- block at the top)`);
  let parsed: unknown;
  try {
    parsed = yaml.load(match[1]);
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${file}: front matter must be a YAML mapping of keys to values`);
  }
  const frontMatter: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) frontMatter[key] = String(value);
  return {file, frontMatter, body: text.slice(match[0].length)};
}

/** Fenced code blocks (``` or ~~~) with their language and meta string. */
export function codeBlocks(body: string, lineOffset = 0): CodeBlock[] {
  const lines = body.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; meta: string; line: number; code: string[]} | null = null;
  lines.forEach((line, i) => {
    if (!open) {
      const m = /^\s*(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(line);
      if (m) open = {fence: m[1], lang: m[2].toLowerCase(), meta: m[3], line: i + 1 + lineOffset, code: []};
    } else if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
      blocks.push({lang: open.lang, meta: open.meta, code: open.code.join('\n'), line: open.line});
      open = null;
    } else {
      open.code.push(line);
    }
  });
  return blocks;
}

/** Lines of Markdown outside fenced code blocks, with their 1-based line numbers. */
export function proseLines(text: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let inFence = false;
  text.split(/\r?\n/).forEach((line, i) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    else if (!inFence) out.push({line: i + 1, text: line});
  });
  return out;
}

/** Heading texts (level and text) outside code blocks. */
export function headings(body: string): {level: number; text: string}[] {
  return proseLines(body).flatMap(({text}) => {
    const m = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(text);
    return m ? [{level: m[1].length, text: m[2]}] : [];
  });
}

/** Rough word count of prose and code, as a reader would see it. */
export function wordCount(body: string): number {
  return body.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** How many lines of a file stand before its body (the front matter), to turn body lines into file lines. */
export function linesBeforeBody(file: string, body: string): number {
  const text = fs.readFileSync(file, 'utf8');
  const idx = text.indexOf(body);
  return idx <= 0 ? 0 : text.slice(0, idx).split('\n').length - 1;
}
