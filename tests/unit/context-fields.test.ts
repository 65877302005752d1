/**
 * The Workbench's context fields, read from the 2.0 typings at build time:
 * the right types (2.0's and no later ones), the right fields, and a loud
 * failure when the typings cannot be read.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {contextTypeSpecs, contextTypesFile, type ContextTypeSpec, type FieldSpec} from '../../src/fdc3/context-fields';
import {contextTypeInfo} from '../../src/fdc3/context-types';
import {contextTypes1x, contextTypesAdded20, contextTypesAddedNext} from '../../src/fdc3/content-map';

const specs = contextTypeSpecs('fdc3-2.0');
const spec = (type: string): ContextTypeSpec => {
  const found = specs.find((s) => s.type === type);
  assert.ok(found, `no spec for ${type}`);
  return found;
};
const field = (type: string, path: string): FieldSpec | undefined => spec(type).fields.find((f) => f.path === path);

test("each type string maps to the type's own interface, not quicktype's nested copy (OrderElement, TradeElement)", () => {
  const {interfaces} = contextTypeInfo('fdc3-next');
  for (const [type, name] of [
    ['fdc3.order', 'Order'],
    ['fdc3.trade', 'Trade'],
    ['fdc3.product', 'Product'],
    ['fdc3.instrument', 'Instrument'],
  ])
    assert.equal(interfaces.get(type), name, type);
});

test('every 2.0 context type is listed once, by the type string the typings give it', () => {
  const info = contextTypeInfo('fdc3-2.0');
  const expected = [...contextTypes1x, ...contextTypesAdded20].map((name) => {
    const type = [...info.interfaces].find(([, iface]) => iface === name)?.[0];
    assert.ok(type, `no type string for ${name}`);
    return type;
  });
  assert.deepEqual(specs.map((s) => s.type).sort(), expected.sort());
  assert.equal(specs.length, 16);
  assert.ok(specs.some((s) => s.type === 'fdc3.chat.initSettings' && s.interfaceName === 'ChatInitSettings'));
  assert.ok(
    specs.some((s) => s.type === 'fdc3.timerange'),
    '2.0 spells it timerange',
  );
});

test('nothing from later versions leaks in', () => {
  const names = new Set(specs.map((s) => s.interfaceName));
  for (const later of contextTypesAddedNext) assert.ok(!names.has(later), `${later} is not a 2.0 type`);
  for (const type of ['fdc3.order', 'fdc3.trade', 'fdc3.product', 'fdc3.chat.message', 'fdc3.timeRange']) {
    assert.ok(!specs.some((s) => s.type === type), `${type} is not a 2.0 type`);
  }
});

test('Instrument: a required id object with optional string identifiers, and an optional market', () => {
  assert.deepEqual(field('fdc3.instrument', 'id'), {path: 'id', required: true, kind: 'object'});
  assert.deepEqual(field('fdc3.instrument', 'id.ticker'), {path: 'id.ticker', required: false, kind: 'string'});
  assert.deepEqual(field('fdc3.instrument', 'market'), {path: 'market', required: false, kind: 'object'});
  assert.deepEqual(field('fdc3.instrument', 'market.MIC'), {path: 'market.MIC', required: false, kind: 'string'});
  assert.deepEqual(field('fdc3.instrument', 'name'), {path: 'name', required: false, kind: 'string'});
  assert.equal(field('fdc3.instrument', 'type'), undefined, 'type is checked on its own, not listed as a field');
});

test('Valuation requires value and CURRENCY_ISOCODE; its times are dates', () => {
  assert.deepEqual(field('fdc3.valuation', 'value'), {path: 'value', required: true, kind: 'number'});
  assert.deepEqual(field('fdc3.valuation', 'CURRENCY_ISOCODE'), {path: 'CURRENCY_ISOCODE', required: true, kind: 'string'});
  assert.equal(field('fdc3.valuation', 'price')?.required, false);
  assert.equal(field('fdc3.valuation', 'valuationTime')?.kind, 'date');
  assert.equal(field('fdc3.timerange', 'startTime')?.kind, 'date');
});

test('fields that hold other context types name them', () => {
  assert.deepEqual(field('fdc3.position', 'instrument'), {
    path: 'instrument',
    required: true,
    kind: 'object',
    contextType: 'fdc3.instrument',
  });
  assert.deepEqual(field('fdc3.position', 'holding'), {path: 'holding', required: true, kind: 'number'});
  assert.deepEqual(field('fdc3.instrumentList', 'instruments'), {
    path: 'instruments',
    required: true,
    kind: 'array',
    items: 'object',
    contextType: 'fdc3.instrument',
  });
  assert.equal(field('fdc3.portfolio', 'positions')?.contextType, 'fdc3.position');
  assert.equal(field('fdc3.contactList', 'contacts')?.contextType, 'fdc3.contact');
  assert.equal(field('fdc3.chart', 'range')?.contextType, 'fdc3.timerange');
  assert.equal(field('fdc3.chat.initSettings', 'members')?.contextType, 'fdc3.contactList');
  // An Email's recipients are a contact or a contact list; the typings merge both into one shape, listed field by field.
  assert.deepEqual(field('fdc3.email', 'recipients'), {path: 'recipients', required: true, kind: 'object'});
  assert.equal(field('fdc3.email', 'recipients.contacts')?.contextType, 'fdc3.contact');
});

test('enums list their values, open objects and any-typed fields say so', () => {
  const style = field('fdc3.chart', 'style');
  assert.equal(style?.kind, 'enum');
  assert.ok(style?.values?.includes('candle') && style.values.includes('stacked-bar'));
  assert.deepEqual(field('fdc3.chart', 'otherConfig'), {path: 'otherConfig', required: false, kind: 'object', open: true});
  assert.deepEqual(field('fdc3.chat.initSettings', 'options'), {path: 'options', required: false, kind: 'any'});
  assert.deepEqual(spec('fdc3.context').fields, [
    {path: 'id', required: false, kind: 'object', open: true},
    {path: 'name', required: false, kind: 'string'},
  ]);
});

test('the output is sorted and the same on every run', () => {
  const types = specs.map((s) => s.type);
  assert.deepEqual(
    types,
    [...types].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  for (const s of specs) {
    const paths = s.fields.map((f) => f.path);
    assert.deepEqual(
      paths,
      [...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      s.type,
    );
  }
  assert.equal(JSON.stringify(contextTypeSpecs('fdc3-2.0')), JSON.stringify(specs));
});

test('it reads the 2.0 package, whose declaration file exists', () => {
  assert.match(contextTypesFile('fdc3-2.0'), /node_modules[\\/]fdc3-2\.0[\\/]dist[\\/]context[\\/]ContextTypes\.d\.ts$/);
  assert.ok(fs.existsSync(contextTypesFile('fdc3-2.0')));
});

test('typings it cannot read, or a version it has no list for, fail loudly', () => {
  assert.throws(() => contextTypeSpecs('fdc3-no-such-version'), /no list of context interfaces for typings "fdc3-no-such-version"/);
});

test('an unreadable declaration file, or a listed type the typings lack, fails naming the file and interface', () => {
  assert.throws(
    () => contextTypeSpecs('fdc3-2.0', undefined, '/nonexistent/ContextTypes.d.ts'),
    /cannot read the context typings \/nonexistent\/ContextTypes\.d\.ts/,
  );
  assert.throws(
    () => contextTypeSpecs('fdc3-2.0', [...contextTypes1x, 'Trade']),
    /no type string of the typings maps to interface Trade in .*ContextTypes\.d\.ts/,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'context-fields-'));
  try {
    const partial = path.join(dir, 'ContextTypes.d.ts');
    const text = fs.readFileSync(contextTypesFile('fdc3-2.0'), 'utf8');
    fs.writeFileSync(partial, text.replace(/export interface Valuation \{[^}]*\}/, ''));
    assert.throws(() => contextTypeSpecs('fdc3-2.0', undefined, partial), /interface Valuation in .*ContextTypes\.d\.ts is not declared/);
    fs.writeFileSync(partial, text.replace('value: number;', 'value: Map<string, number>;'));
    assert.throws(
      () => contextTypeSpecs('fdc3-2.0', undefined, partial),
      /interface Valuation in .*: the type of value \(Map<string, number>\) is not understood/,
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
