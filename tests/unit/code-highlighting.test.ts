import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {Prism as packagePrism, normalizeTokens as packageNormalize} from 'prism-react-renderer';
import {Prism, normalizeTokens} from '../../src/plugins/code-highlighting/client/prism-react-renderer';
import codeHighlightingPlugin, {loadedLanguages, serverLinesProblem} from '../../src/plugins/code-highlighting';

const root = path.join(__dirname, '..', '..');

/** Every fenced block of `language` in the docs of all versions. */
function docBlocks(language: string): string[] {
  const blocks: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name))
        for (const match of fs.readFileSync(file, 'utf8').matchAll(new RegExp(`^\`\`\`${language}[^\\n]*\\n([\\s\\S]*?)^\`\`\`$`, 'gm')))
          blocks.push(match[1]!.replace(/\n$/, ''));
    }
  };
  walk(path.join(root, 'docs'));
  walk(path.join(root, 'versioned_docs'));
  return blocks;
}

test('the lean Prism tokenizes every TypeScript and JSON block of the docs exactly as prism-react-renderer did', () => {
  for (const [language, minimum] of [
    ['ts', 500],
    ['json', 50],
  ] as const) {
    const blocks = docBlocks(language);
    assert.ok(blocks.length >= minimum, `only ${blocks.length} ${language} blocks found`);
    for (const code of blocks) {
      const ours = normalizeTokens(Prism.tokenize(code, Prism.languages[language]!));
      const theirs = packageNormalize(packagePrism.tokenize(code, packagePrism.languages[language]!));
      assert.deepEqual(ours, theirs, `the tokens differ for this ${language} block:\n${code.slice(0, 200)}`);
    }
  }
});

test('lines: an empty line keeps one empty token, and a nested token carries the types of its parents', () => {
  const lines = normalizeTokens(Prism.tokenize('const a = `x${b}`;\n\nlet c;', Prism.languages.typescript!));
  assert.equal(lines.length, 3);
  assert.deepEqual(lines[1], [{types: ['plain'], content: '\n', empty: true}]);
  const interpolated = lines[0]!.find((token) => token.content === 'b');
  assert.deepEqual(interpolated?.types, ['template-string', 'interpolation']);
  assert.deepEqual(
    lines[2]!.find((token) => token.content === 'let'),
    {types: ['keyword'], content: 'let'},
  );
});

test('the lean Prism leaves the page alone and holds the configured languages', () => {
  assert.equal((globalThis as {Prism?: unknown}).Prism, undefined, 'Prism left a global behind');
  for (const language of ['typescript', 'ts', 'json', 'bash', 'yaml']) assert.ok(Prism.languages[language], `no ${language}`);
  assert.deepEqual(loadedLanguages("import 'prismjs/components/prism-json';\nimport 'prismjs/components/prism-js-extras';\n"), [
    'json',
    'js-extras',
  ]);
});

test('a language in prism.additionalLanguages that the lean Prism does not load fails the build, naming it', () => {
  const context = (languages: string[]) =>
    ({siteConfig: {themeConfig: {prism: {additionalLanguages: languages}}}}) as unknown as LoadContext;
  assert.doesNotThrow(() => codeHighlightingPlugin(context(['bash', 'json', 'yaml'])));
  assert.throws(
    () => codeHighlightingPlugin(context(['bash', 'php'])),
    /names php, which src\/plugins\/code-highlighting\/client\/prism\.ts does not load/,
  );
});

test('the server bundle must hold the highlighted lines and not the lazy ones, or the build fails', () => {
  const content = path.join(root, 'src', 'theme', 'CodeBlock', 'Content');
  const prism = path.join(content, 'PrismLines.tsx');
  const lazy = path.join(content, 'HighlightedLines.tsx');
  assert.equal(serverLinesProblem(new Set([prism, path.join(content, 'index.tsx')])), undefined);
  assert.match(
    serverLinesProblem(new Set([prism, lazy])) ?? '',
    /holds .*HighlightedLines\.tsx, which would leave the pages. code blocks without highlighting/,
  );
  assert.match(serverLinesProblem(new Set([path.join(content, 'index.tsx')])) ?? '', /holds no .*PrismLines\.tsx/);
});
