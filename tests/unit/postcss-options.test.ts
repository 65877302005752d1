import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import postcssOptionsPlugin, {postcssConfigFiles, postcssOptions} from '../../src/plugins/postcss-options';
import {repoRoot} from '../../src/fdc3/docs-versions';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postcss-options-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

test('the site has no PostCSS config file, in its folder or under src/', () => {
  assert.deepEqual(postcssConfigFiles(repoRoot), []);
});

test('a PostCSS config file in the site folder or in any folder of src/ stops the build, named', () => {
  const dir = site({'src/css/nested/postcss.config.js': 'module.exports = {};', '.postcssrc.json': '{}', 'src/css/custom.css': ''});
  assert.deepEqual(postcssConfigFiles(dir).sort(), ['.postcssrc.json', path.join('src', 'css', 'nested', 'postcss.config.js')]);
  assert.throws(
    () => postcssOptionsPlugin({siteDir: dir} as LoadContext),
    (error: Error) => error.message.includes('src/css/nested/postcss.config.js') && error.message.includes('.postcssrc.json'),
  );
  fs.rmSync(dir, {recursive: true});
  // Files that only look alike are not configs.
  const clean = site({'src/postcss.md': '', 'src/css/postcss-config.js': ''});
  assert.deepEqual(postcssConfigFiles(clean), []);
  fs.rmSync(clean, {recursive: true});
});

test('a production build leaves out postcss-preset-env and keeps every other plugin; development keeps it', () => {
  const layers = {postcssPlugin: 'wrap-in-layer'};
  const preset = [require.resolve('postcss-preset-env'), {}];
  const docusaurus = {ident: 'postcss', plugins: [preset, layers]};
  assert.deepEqual(postcssOptions(docusaurus, true), {ident: 'postcss', config: false, plugins: [layers]});
  assert.deepEqual(postcssOptions(docusaurus, false), {ident: 'postcss', config: false, plugins: [preset, layers]});
  assert.equal(docusaurus.plugins.length, 2, 'the options given are not changed');
});
