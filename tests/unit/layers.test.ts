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

test('browser code takes no Node built-in, and only types and the route rule from the model', async () => {
  assert.match(
    (await layerProblems('src/components/Fixture/index.tsx', "import fs from 'node:fs';\nexport default fs;\n"))[0] ?? '',
    /Node built-ins/,
  );
  assert.match(
    (
      await layerProblems(
        'src/toolbox/fixture.ts',
        "import {contextTypeSpecs} from '../fdc3/context-fields';\nexport {contextTypeSpecs};\n",
      )
    )[0] ?? '',
    /only types from the model/,
  );
  assert.deepEqual(
    await layerProblems(
      'src/toolbox/fixture.ts',
      "import type {ContextTypeSpec} from '../fdc3/context-fields';\nexport type {ContextTypeSpec};\n",
    ),
    [],
  );
  assert.deepEqual(
    await layerProblems('src/toolbox/fixture.ts', "import {versionRouteBase} from '../fdc3/routes';\nexport {versionRouteBase};\n"),
    [],
  );
});
