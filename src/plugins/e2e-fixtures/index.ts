/**
 * Routes used only by the browser tests to provoke failure paths that a
 * healthy site never shows (components that throw while rendering).
 * Enabled by E2E_FIXTURES=true; never part of a deployed build.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function e2eFixturesPlugin(): Plugin {
  return {
    name: 'e2e-fixtures',
    async contentLoaded({actions}) {
      // Throws outside the theme layout: caught by the app-level boundary ("Page Error").
      actions.addRoute({path: '/__e2e/crash', component: path.join(__dirname, 'client', 'CrashPage.tsx'), exact: true});
      // Throws inside the layout: caught by the layout's own boundary.
      actions.addRoute({path: '/__e2e/crash-in-layout', component: path.join(__dirname, 'client', 'CrashInLayoutPage.tsx'), exact: true});
    },
  };
}
