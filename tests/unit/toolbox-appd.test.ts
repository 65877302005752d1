/**
 * The toolbox's App Directory records (src/plugins/toolbox/appd.ts): valid 2.0
 * Applications that claim what each app does with a real agent, written where
 * an agent finds them; a broken record fails naming the file, record and field.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {
  appdDataFile,
  appdListPath,
  appdRecordPath,
  checkApplications,
  toolboxApplications,
  writeApplications,
} from '../../src/plugins/toolbox/appd';

const site = {siteUrl: 'https://fdc3.finos.org', baseUrl: '/'};
const data = {intents: ['StartChat', 'ViewChart'], contextTypes: ['fdc3.contact', 'fdc3.instrument']};

test('the records are valid 2.0 Applications: the Workbench and one per FDC3 Explained version, at the toolbox URLs', () => {
  const records = toolboxApplications(site, data);
  checkApplications(records, site);
  assert.deepEqual(
    records.map((r) => [r.appId, r.details.url]),
    [
      ['fdc3-workbench', 'https://fdc3.finos.org/toolbox/fdc3-workbench'],
      ['fdc3-explained-1-0', 'https://fdc3.finos.org/toolbox/fdc3-explained/1.0'],
      ['fdc3-explained-1-1', 'https://fdc3.finos.org/toolbox/fdc3-explained/1.1'],
      ['fdc3-explained-1-2', 'https://fdc3.finos.org/toolbox/fdc3-explained/1.2'],
      ['fdc3-explained-2-0', 'https://fdc3.finos.org/toolbox/fdc3-explained/2.0'],
    ],
  );
});

test("the Workbench's record names the intents and context types it offers, and no intent listener; Explained claims no interop", () => {
  const [workbench, ...explained] = toolboxApplications(site, data);
  assert.deepEqual(Object.keys(workbench!.interop?.intents?.raises ?? {}), data.intents);
  assert.deepEqual(workbench!.interop?.userChannels, {broadcasts: data.contextTypes, listensFor: data.contextTypes});
  assert.equal((workbench!.interop?.intents as {listensFor?: unknown}).listensFor, undefined);
  for (const record of explained) assert.equal(record.interop, undefined);
});

test('a broken record fails, naming the data file, the record and the field', () => {
  const [workbench, ...rest] = toolboxApplications(site, data);
  const badType = {...workbench, type: 'website'};
  assert.throws(
    () => checkApplications([badType, ...rest], site),
    (error: Error) =>
      error.message.startsWith(`${appdDataFile}:`) &&
      error.message.includes('record "fdc3-workbench", field /type: must be equal to one of the allowed values'),
  );
  // The schema's launch details are one of five shapes, and `{}` fits one; a URL that is not a string fits none.
  const badUrl = {...rest[0], details: {url: 42}};
  assert.throws(() => checkApplications([badUrl], site), /record "fdc3-explained-1-0", field \/details\/url: must be string/);
  const badRaises = {...workbench, interop: {intents: {raises: {ViewChart: 'fdc3.instrument'}}}};
  assert.throws(() => checkApplications([badRaises], site), /field \/interop\/intents\/raises\/ViewChart: must be array/);
  assert.throws(() => checkApplications([workbench, workbench], site), /record "fdc3-workbench": appId is used twice/);
});

test('the records are written as the list and one file per app', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'appd-'));
  try {
    const records = toolboxApplications(site, data);
    writeApplications(root, records, site);
    const list = JSON.parse(fs.readFileSync(path.join(root, appdListPath), 'utf8')) as {applications: {appId: string}[]};
    assert.deepEqual(
      list.applications.map((a) => a.appId),
      records.map((r) => r.appId),
    );
    const one = JSON.parse(fs.readFileSync(path.join(root, appdRecordPath('fdc3-workbench')), 'utf8')) as {name: string};
    assert.equal(one.name, 'FDC3 Workbench');
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});
