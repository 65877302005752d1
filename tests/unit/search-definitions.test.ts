// cspell:ignore brodcast rasie Intnet Curent zzzzqq rasieintent
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {docsVersions, repoRoot, versionByName, type DocsVersion} from '../../src/fdc3/docs-versions';
import {versionDefinitions} from '../../src/fdc3/search-definitions';
import {
  isRealMatch,
  matchDefinitions,
  mergeHits,
  readDefinitions,
  suggestName,
  type Definition,
} from '../../src/components/Search/definitions';

const cache = new Map<string, Definition[]>();
function defsOf(version: string): Definition[] {
  let defs = cache.get(version);
  if (!defs) {
    defs = readDefinitions(versionDefinitions(versionByName(version)).file);
    cache.set(version, defs);
  }
  return defs;
}
const first = (query: string, version = '2.0') => matchDefinitions(query, defsOf(version))[0]?.url;

test('every name of each version’s model is defined on one of its reference pages', () => {
  for (const version of docsVersions) assert.deepEqual(versionDefinitions(version).missing, [], version.name);
});

test('a name the model has but no reference page defines is reported', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-defs-'));
  try {
    fs.mkdirSync(path.join(dir, 'api', 'ref'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'api', 'ref', 'DesktopAgent.md'), '---\ntitle: DesktopAgent\n---\n\n## `broadcast`\n\nText.\n');
    const broken: DocsVersion = {...versionByName('1.2'), dir: path.relative(repoRoot, dir)};
    const {missing, file} = versionDefinitions(broken);
    assert.ok(missing.includes('raiseIntent'), missing.join(' '));
    assert.ok(!missing.includes('broadcast'));
    assert.deepEqual(
      file.defs.find(([name]) => name === 'broadcast'),
      ['broadcast', 0, 'broadcast', 'broadcast', 'Member of DesktopAgent'],
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('names lead to their defining section: headings, table rows (error strings, fields, members) and pages', () => {
  /** 2.0's route (`/docs` while it is the current release). */
  const docs20 = versionByName('2.0').routeBase;
  assert.equal(first('UserCancelledResolution'), `${docs20}/api/ref/Errors#resolveerror`);
  assert.equal(first('NoAppsFound'), `${docs20}/api/ref/Errors#resolveerror`);
  // FactSet identifiers are fields of several context types: each of their tables defines one.
  assert.deepEqual(
    matchDefinitions('FDS_ID', defsOf('2.0')).map((d) => d.url),
    [`${docs20}/context/ref/Contact#fields`, `${docs20}/context/ref/Instrument#fields`, `${docs20}/context/ref/Organization#fields`],
  );
  assert.equal(first('isin'), `${docs20}/context/ref/Instrument#fields`);
  assert.equal(first('getResult'), `${docs20}/api/ref/Metadata#intentresolution`);
  assert.equal(first('getCurrentChan'), `${docs20}/api/ref/DesktopAgent#getcurrentchannel`);
  assert.equal(first('raiseInt'), `${docs20}/api/ref/DesktopAgent#raiseintent`);
  assert.equal(first('DesktopAgent'), `${docs20}/api/ref/DesktopAgent`);
  assert.equal(first('fdc3.instrument'), `${docs20}/context/ref/Instrument`);
  assert.equal(first('Instrument'), `${docs20}/context/ref/Instrument`);
  assert.equal(first('ViewChart'), `${docs20}/intents/ref/ViewChart`);
  assert.equal(first('fdc3.raiseIntent()'), `${docs20}/api/ref/DesktopAgent#raiseintent`);
  assert.equal(first('broadcast'), `${docs20}/api/ref/DesktopAgent#broadcast`);
  assert.equal(matchDefinitions('broadcast', defsOf('2.0'))[1]?.url, `${docs20}/api/ref/Channel#broadcast`);
  assert.equal(first('raiseIntentForContext', '1.2'), '/docs/1.2/api/ref/DesktopAgent#raiseintentforcontext');
  assert.equal(first('ChatRoom', 'current'), '/docs/next/context/ref/ChatRoom');
  assert.equal(first('getSystemChannels', '1.1'), '/docs/1.1/api/ref/DesktopAgent#getsystemchannels');
  // 1.0 has no channels: the name is not one of its definitions.
  assert.equal(first('getCurrentChannel', '1.0'), undefined);
  assert.equal(first('ra'), undefined, 'two letters start too many names');
  assert.deepEqual(matchDefinitions('raise intent', defsOf('2.0')), [], 'several words are not a name');
});

test('a query one or two edits from a name, and matching none, gets "Did you mean"', () => {
  const defs = defsOf('2.0');
  assert.equal(suggestName('brodcast', defs), 'broadcast');
  assert.equal(suggestName('rasieIntent', defs), 'raiseIntent');
  assert.equal(suggestName('raiseIntnet', defs), 'raiseIntent');
  assert.equal(suggestName('getCurentChannel', defs), 'getCurrentChannel');
  assert.equal(suggestName('zzzzqq', defs), undefined);
  assert.equal(suggestName('raiseIntent', defs), undefined, 'a name needs no suggestion');
  assert.equal(suggestName('raiseInt', defs), undefined, 'nor does the start of one');
  assert.equal(suggestName('abc', defs), undefined, 'three letters are too few to guess from');
  assert.equal(suggestName('broadcasting', defs), undefined, 'a word that goes on from a name is no typo of it');
});

test('a page Pagefind found counts only when a word found holds most of the start of a query word', () => {
  assert.equal(isRealMatch(['(Z'], 'zzzzqq'), false);
  assert.equal(isRealMatch(['R.'], 'rasieIntent'), false);
  assert.equal(isRealMatch(['raiseIntent.'], 'raiseIntnet'), true);
  assert.equal(isRealMatch(['channels;'], 'channel'), true);
  assert.equal(isRealMatch(['id.FDS_ID'], 'FDS_ID'), true);
  assert.equal(isRealMatch(['intent'], 'raise intent'), true);
  assert.equal(isRealMatch([], 'raiseIntent'), false);
});

test('definitions come first, and a search result leading to the same section is not listed twice', () => {
  const hit = (url: string) => ({url, title: url, excerpt: ''});
  assert.deepEqual(
    mergeHits([hit('/a#x')], [hit('/b'), hit('/a#x'), hit('/a#y')]).map((h) => h.url),
    ['/a#x', '/b', '/a#y'],
  );
});
