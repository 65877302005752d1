/**
 * The drawings folder of the Mermaid diagrams (src/plugins/mermaid-diagrams/prune.ts) keeps only
 * what the last build used: an edited diagram's old drawing goes after the build, the build's own
 * (copied under other names) stay, and files the remark step does not name are left alone.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {drawingName, pruneDrawings} from '../../src/plugins/mermaid-diagrams/prune';

const svg = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${label}</title></svg>`;

function setUp(): {drawings: string; built: string} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mermaid-prune-'));
  const drawings = path.join(root, 'mermaid-diagrams');
  const built = path.join(root, 'build', 'assets', 'diagrams');
  fs.mkdirSync(drawings, {recursive: true});
  fs.mkdirSync(built, {recursive: true});
  return {drawings, built};
}

test('after a build, drawings the build did not copy are removed and the ones it did stay', () => {
  const {drawings, built} = setUp();
  const kept = [svg('light, now'), svg('dark, now')];
  const stale = svg('light, before the edit');
  for (const content of [...kept, stale]) fs.writeFileSync(path.join(drawings, drawingName(content)), content);
  // webpack copies the drawings under its own names (file-loader's content hash).
  kept.forEach((content, i) => fs.writeFileSync(path.join(built, `${i}abcdef0123456789abcdef012345678.svg`), content));
  fs.writeFileSync(path.join(drawings, 'README.txt'), 'not a drawing');

  assert.deepEqual(pruneDrawings(drawings, built), [drawingName(stale)]);
  assert.deepEqual(fs.readdirSync(drawings).sort(), [...kept.map(drawingName), 'README.txt'].sort());
  // A second build with nothing new removes nothing.
  assert.deepEqual(pruneDrawings(drawings, built), []);
});

test('a build without diagrams leaves no drawing; a missing drawings folder is no error', () => {
  const {drawings, built} = setUp();
  fs.writeFileSync(path.join(drawings, drawingName(svg('gone'))), svg('gone'));
  assert.deepEqual(pruneDrawings(drawings, path.join(built, 'none')), [drawingName(svg('gone'))]);
  assert.deepEqual(fs.readdirSync(drawings), []);
  assert.deepEqual(pruneDrawings(path.join(drawings, 'none'), built), []);
});

test('the name is the remark step’s: 16 hex digits of the SHA-256 of the content', () => {
  assert.match(drawingName(svg('x')), /^[0-9a-f]{16}\.svg$/);
  assert.equal(drawingName(svg('x')), drawingName(Buffer.from(svg('x'))));
});
