import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docsLayoutModules, productionChunkName, registryProblems} from '../../src/plugins/docs-layout-chunk';

/** A route registry's entry as Docusaurus 3.10 writes it (.docusaurus/registry.js). */
const entry = (name: string, modulePath: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

test('the chunk names are the ones Docusaurus gives the docs layout modules in a production build', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Docusaurus's own naming, not part of its public API
  const {genChunkName} = require('@docusaurus/core/lib/server/codegen/codegenRoutes') as {
    genChunkName: (modulePath: string, prefix?: string, preferredName?: string, shortId?: boolean) => string;
  };
  for (const modulePath of docsLayoutModules)
    assert.equal(productionChunkName(modulePath), genChunkName(modulePath, 'component', modulePath, true));
  // The theme's DocItem: the name every Docusaurus site's built docs pages load.
  assert.equal(productionChunkName('@theme/DocItem'), '17896441');
});

test('a registry that imports every docs layout module under its name passes; a renamed chunk is named in the error', () => {
  const registry = ['export default {', ...docsLayoutModules.map((m) => entry(productionChunkName(m), m)), '};'].join('\n');
  assert.deepEqual(registryProblems(registry), []);
  const renamed = registry.replace(`"${productionChunkName('@theme/DocRoot')}" */`, '"component---theme-doc-root-abc" */');
  assert.deepEqual(registryProblems(renamed, '.docusaurus/registry.js'), [
    `.docusaurus/registry.js: the route registry does not import @theme/DocRoot as chunk "a94703ab". ` +
      'Docusaurus names route chunks differently now: update src/plugins/docs-layout-chunk.',
  ]);
  assert.equal(registryProblems('export default {};').length, docsLayoutModules.length);
});
