/**
 * Keeps the drawings folder (`.docusaurus/mermaid-diagrams`) to what the last
 * build used. Each drawing is named by a hash of its content (./remark.ts), so
 * an edited or removed diagram leaves its old file behind; after a build, the
 * files whose content the build did not copy into `assets/diagrams/` are removed.
 *
 * The build's copies, not the files the remark step wrote in this run, decide:
 * with Rspack's persistent cache a page whose source did not change is not
 * transformed again, yet its diagrams are still in the build. Only `postBuild`
 * calls it, so `npm start` (which has no postBuild) never loses a drawing it
 * is showing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The name the remark step gives a drawing: the first 16 hex digits of its content's SHA-256, `.svg`. */
export function drawingName(svg: string | Buffer): string {
  return `${crypto.createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;
}

const drawingFile = /^[0-9a-f]{16}\.svg$/;

/**
 * Removes from `drawingsDir` every drawing whose content is not among the SVG
 * files of `builtDir` (the build's `assets/diagrams`, copied under other names).
 * Touches only files named as the remark step names them. Returns the names removed.
 */
export function pruneDrawings(drawingsDir: string, builtDir: string): string[] {
  if (!fs.existsSync(drawingsDir)) return [];
  const used = new Set(
    fs.existsSync(builtDir)
      ? fs
          .readdirSync(builtDir)
          .filter((name) => name.endsWith('.svg'))
          .map((name) => drawingName(fs.readFileSync(path.join(builtDir, name))))
      : [],
  );
  const removed = fs.readdirSync(drawingsDir).filter((name) => drawingFile.test(name) && !used.has(name));
  for (const name of removed) fs.rmSync(path.join(drawingsDir, name), {force: true});
  return removed;
}
