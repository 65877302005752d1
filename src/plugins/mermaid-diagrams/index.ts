/**
 * Mermaid diagrams drawn at build time: the remark step (./remark.ts) turns the docs' ```mermaid
 * blocks into SVG files (one per theme, copied by webpack into assets/diagrams/) shown by <img>s;
 * this plugin adds their CSS to the site and, once the build is done, closes the drawing browser and
 * removes the drawings the build did not use (./prune.ts: edited and removed diagrams' old files).
 * Readers download no diagram code, and the SVG is in neither the page's HTML nor its JavaScript.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {closeRenderer} from './render';
import {builtDiagramsDir, defaultOutDir} from './remark';
import {pruneDrawings} from './prune';

export {remarkMermaidDiagrams} from './remark';

export default function mermaidDiagramsPlugin(): Plugin {
  return {
    name: 'mermaid-diagrams',
    getClientModules: () => [path.join(__dirname, 'client', 'diagrams.css')],
    async postBuild({outDir}) {
      await closeRenderer();
      pruneDrawings(defaultOutDir, path.join(outDir, builtDiagramsDir));
    },
  };
}
