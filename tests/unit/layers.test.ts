/**
 * The layers hold by lint, not by habit: `npm run lint` (ESLint with
 * eslint.config.ts) rejects an import against them. Each rule is shown to bite
 * on a fixture that stands where the offending code would, and to let the
 * allowed imports through.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {ESLint} from 'eslint';
import {repoRoot} from '../../src/fdc3/docs-versions';

const eslint = new ESLint({cwd: repoRoot});

/** The messages of the layer rule for `code` placed at `file` (a path that need not exist). */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(repoRoot, file)});
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

test('the site never imports scripts/ or tests/', async () => {
  assert.match(
    (
      await layerProblems('src/plugins/fixture/index.ts', "import {budgets} from '../../../scripts/lib/budgets';\nexport {budgets};\n")
    )[0] ?? '',
    /never imports scripts/,
  );
  assert.match(
    (await layerProblems('src/pages/fixture.tsx', "import x from '@site/tests/unit/x';\nexport default x;\n"))[0] ?? '',
    /never imports scripts/,
  );
});

test('the model imports nothing from the rest of the site, nor Docusaurus', async () => {
  for (const code of [
    "import {searchBoxLimit} from '../data/search';\nexport {searchBoxLimit};\n",
    "import {toolboxPaths} from '../../toolbox/paths';\nexport {toolboxPaths};\n",
    "import Link from '@docusaurus/Link';\nexport {Link};\n",
  ])
    assert.match(
      (await layerProblems('src/fdc3/schemas/fixture.ts', code))[0] ?? '',
      /src\/fdc3 \(the FDC3 model\)|does not depend on Docusaurus/,
      code,
    );
  assert.deepEqual(
    await layerProblems('src/fdc3/schemas/fixture.ts', "import {repoRoot} from '../docs-versions';\nexport {repoRoot};\n"),
    [],
  );
  // The one exception: the slugger of the built pages' heading ids.
  assert.deepEqual(
    await layerProblems('src/fdc3/fixture.ts', "import {createSlugger} from '@docusaurus/utils';\nexport {createSlugger};\n"),
    [],
  );
  assert.match(
    (await layerProblems('src/fdc3/fixture.ts', "import {Joi} from '@docusaurus/utils-validation';\nexport {Joi};\n"))[0] ?? '',
    /does not depend on Docusaurus/,
  );
});

test('browser code takes no Node built-in, and from the model only its pure modules', async () => {
  assert.match(
    (await layerProblems('src/components/Fixture/index.tsx', "import fs from 'node:fs';\nexport default fs;\n"))[0] ?? '',
    /Node built-ins/,
  );
  for (const code of [
    "import {contextTypeSpecs} from '../fdc3/context-fields';\nexport {contextTypeSpecs};\n",
    // A type import brings the module, and its Node imports, into the client program.
    "import type {ContextTypeSpec} from '../fdc3/context-fields';\nexport type {ContextTypeSpec};\n",
  ])
    assert.match((await layerProblems('src/toolbox/fixture.ts', code))[0] ?? '', /only its pure modules/, code);
  for (const code of [
    "import type {ContextTypeSpec} from '../fdc3/context-fields.types';\nexport type {ContextTypeSpec};\n",
    "import type {SchemaFieldRow} from '@site/src/fdc3/schemas/fields.types';\nexport type {SchemaFieldRow};\n",
    "import {versionRouteBase} from '../fdc3/routes';\nexport {versionRouteBase};\n",
  ])
    assert.deepEqual(await layerProblems('src/toolbox/fixture.ts', code), [], code);
});

test("a plugin's client/ and theme/ folders are browser code", async () => {
  for (const file of ['src/plugins/fixture/client/FixturePage.tsx', 'src/plugins/fixture/theme/Fixture/index.tsx']) {
    assert.match((await layerProblems(file, "import path from 'node:path';\nexport default path;\n"))[0] ?? '', /Node built-ins/, file);
    assert.match(
      (await layerProblems(file, "import {contextTypeSpecs} from '@site/src/fdc3/context-fields';\nexport {contextTypeSpecs};\n"))[0] ?? '',
      /only its pure modules/,
      file,
    );
  }
  // The same import is the plugin's own business at its root (Node).
  assert.deepEqual(await layerProblems('src/plugins/fixture/index.ts', "import path from 'node:path';\nexport default path;\n"), []);
});

test("browser code imports nothing from a plugin's root (its build-time code)", async () => {
  for (const code of [
    "import plugin from '@site/src/plugins/api-evolution';\nexport default plugin;\n",
    "import {validatorModuleName} from '@site/src/plugins/context-validator/index';\nexport {validatorModuleName};\n",
    "import type {GeneratedVersion} from '../../plugins/context-validator/generate';\nexport type {GeneratedVersion};\n",
  ])
    assert.match((await layerProblems('src/components/Fixture/index.tsx', code))[0] ?? '', /plugin's build-time/, code);
  assert.deepEqual(
    await layerProblems(
      'src/components/Fixture/index.tsx',
      "import type {AppDirectoryReference} from '@site/src/plugins/app-directory-reference/client/types';\nexport type {AppDirectoryReference};\n",
    ),
    [],
  );
});

/** The messages of rules `ruleIds` for `code` placed at `file`. */
async function problems(file: string, code: string, ruleIds: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: path.join(repoRoot, file)});
  return result.messages.filter((m) => m.ruleId && ruleIds.includes(m.ruleId)).map((m) => m.message);
}

const globalRules = ['no-restricted-globals', 'no-restricted-syntax'];

test("globals per folder: browser code has no Node globals, build-time code no page's", async () => {
  for (const file of ['src/components/Fixture/index.tsx', 'src/plugins/fixture/client/FixturePage.tsx'])
    for (const code of [
      'export const cwd = process.cwd();\n',
      'export const home = process.env.HOME;\n',
      'export const env = process;\n',
      "export const bytes = Buffer.from('x');\n",
      'export const here = __dirname;\n',
    ])
      assert.match((await problems(file, code, globalRules))[0] ?? '', /Browser code has no/, `${file}: ${code}`);
  assert.deepEqual(
    await problems(
      'src/theme/Fixture/index.tsx',
      "export const dev = process.env.NODE_ENV === 'development' && document.title;\n",
      globalRules,
    ),
    [],
  );
  for (const file of ['src/plugins/fixture/index.ts', 'src/fdc3/fixture.ts', 'scripts/fixture.ts'])
    assert.match(
      (await problems(file, 'export const title = document.title;\n', globalRules))[0] ?? '',
      /runs in Node, which has no page globals/,
      file,
    );
  // Browser tests drive a page: their page.evaluate() callbacks use its globals.
  assert.deepEqual(await problems('tests/e2e/fixture.spec.ts', 'export const title = () => document.title;\n', globalRules), []);
  assert.deepEqual(await problems('src/plugins/fixture/index.ts', 'export const root = process.cwd();\n', globalRules), []);
});
