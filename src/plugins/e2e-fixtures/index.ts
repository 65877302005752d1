/**
 * Routes used only by the browser tests to provoke failure paths that a
 * healthy site never shows (a component that throws while rendering).
 * Enabled by E2E_FIXTURES=true; never part of a deployed build.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function e2eFixturesPlugin(): Plugin {
  return {
    name: 'e2e-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/__e2e/crash',
        component: path.join(__dirname, 'CrashPage.tsx'),
        exact: true,
      });
    },
  };
}
