/**
 * Generates the API evolution page (/versions/api-evolution) at build time
 * from each version's typings (1.0: the typed data module), corrected to the
 * standard's text at each release tag (src/fdc3/evolution-sources.ts), so it
 * can never drift from what the tests check. Nothing it produces is committed.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {apiEvolution, evolutionProblems, type ApiEvolution} from '../../fdc3/api-evolution';
import {apiEvolutionPath} from '../../data/site';

export default function apiEvolutionPlugin(): Plugin {
  return {
    name: 'api-evolution',
    async loadContent(): Promise<ApiEvolution> {
      const evolution = apiEvolution();
      const problems = evolutionProblems(evolution);
      if (problems.length) throw new Error(`API evolution: ${problems.length} problem(s):\n${problems.join('\n')}`);
      return evolution;
    },
    async contentLoaded({content, actions}) {
      const data = await actions.createData('api-evolution.json', JSON.stringify(content as ApiEvolution));
      actions.addRoute({
        path: apiEvolutionPath,
        component: path.join(__dirname, 'client', 'ApiEvolutionPage.tsx'),
        modules: {evolution: data},
        exact: true,
      });
    },
  };
}
