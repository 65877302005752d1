/**
 * The Workbench's context check: valid contexts pass, and each broken one gets
 * a message that names the field at fault, by its path from the root.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contextTypeSpecs} from '../../src/fdc3/context-fields';
import {errorsOf, isDateTime, validateContext, type Problem} from '../../src/toolbox/workbench/validate';

const specs = contextTypeSpecs('fdc3-2.0');
const check = (value: unknown): Problem[] => validateContext(specs, value);
const errors = (value: unknown): Problem[] => errorsOf(check(value));

/** Asserts exactly one error, about `path`, whose message names it. */
function oneError(value: unknown, path: string, says: RegExp): void {
  const found = errors(value);
  assert.equal(found.length, 1, JSON.stringify(found));
  assert.equal(found[0].path, path);
  assert.ok(found[0].message.includes(path || 'The context'), `"${found[0].message}" names ${path}`);
  assert.match(found[0].message, says);
}

test('valid contexts of several types have no problems', () => {
  const valid = [
    {type: 'fdc3.instrument', id: {ticker: 'ACME'}},
    {type: 'fdc3.instrument', id: {ticker: 'ACME', ISIN: 'XX0000000000'}, market: {MIC: 'XNAS'}, name: 'Acme', extra: [1, 2]},
    {type: 'fdc3.contact', id: {email: 'someone@example.org'}},
    {type: 'fdc3.contactList', contacts: [{type: 'fdc3.contact', id: {email: 'a@example.org'}}]},
    {type: 'fdc3.position', instrument: {type: 'fdc3.instrument', id: {}}, holding: 100},
    {type: 'fdc3.portfolio', positions: [{type: 'fdc3.position', instrument: {type: 'fdc3.instrument', id: {RIC: 'X.N'}}, holding: -5}]},
    {type: 'fdc3.valuation', value: 10.5, CURRENCY_ISOCODE: 'EUR', valuationTime: '2024-03-01T09:30:00Z'},
    {type: 'fdc3.timerange', startTime: '2024-03-01T09:30:00.250+01:00'},
    {type: 'fdc3.chart', instruments: [], style: 'candle', otherConfig: {anything: true}},
    {type: 'fdc3.email', recipients: {type: 'fdc3.contact', id: {email: 'a@example.org'}}, subject: 'Hello'},
    {type: 'fdc3.chat.initSettings', options: 42, members: {type: 'fdc3.contactList', contacts: []}},
    {type: 'fdc3.nothing'},
    {type: 'fdc3.context', id: {anything: 1}},
  ];
  for (const value of valid) assert.deepEqual(check(value), [], JSON.stringify(value));
});

test('a field of the wrong kind is named by its path', () => {
  oneError({type: 'fdc3.instrument', id: {ticker: 42}}, 'id.ticker', /id\.ticker should be a string, but it is the number 42/);
  oneError({type: 'fdc3.instrument', id: {}, market: {MIC: true}}, 'market.MIC', /should be a string, but it is the boolean true/);
  oneError({type: 'fdc3.instrument', id: 'ACME'}, 'id', /id should be an object, but it is the string "ACME"/);
  oneError({type: 'fdc3.instrument', id: {}, name: null}, 'name', /name should be a string, but it is null/);
  oneError({type: 'fdc3.valuation', value: '10', CURRENCY_ISOCODE: 'EUR'}, 'value', /value should be a number, but it is the string "10"/);
  oneError(
    {type: 'fdc3.chart', instruments: [], style: 'sparkline'},
    'style',
    /style should be one of "bar", .*"candle".*, but it is the string "sparkline"/,
  );
  oneError(
    {type: 'fdc3.chart', instruments: {}},
    'instruments',
    /instruments should be an array of fdc3\.instrument contexts, but it is an object/,
  );
  oneError({type: 'fdc3.chart', instruments: [], otherConfig: []}, 'otherConfig', /otherConfig should be an object, but it is an array/);
});

test('a missing required field is named, with the interface that requires it', () => {
  oneError({type: 'fdc3.instrument'}, 'id', /^id is missing: Instrument requires it/);
  const valuation = errors({type: 'fdc3.valuation'});
  assert.deepEqual(
    valuation.map((p) => p.path),
    ['CURRENCY_ISOCODE', 'value'],
  );
  assert.match(valuation[0].message, /CURRENCY_ISOCODE is missing: Valuation requires it \(a string\)/);
  assert.match(valuation[1].message, /value is missing: Valuation requires it \(a number\)/);
  oneError({type: 'fdc3.email', recipients: {id: {}}}, 'recipients.type', /recipients\.type is missing/);
});

test('dates must be ISO 8601 date-time strings', () => {
  oneError(
    {type: 'fdc3.timerange', startTime: 'yesterday'},
    'startTime',
    /startTime should be a date and time written as an ISO 8601 string/,
  );
  oneError({type: 'fdc3.timerange', endTime: '2024-13-45T99:00:00Z'}, 'endTime', /endTime should be a date/);
  oneError({type: 'fdc3.valuation', value: 1, CURRENCY_ISOCODE: 'EUR', expiryTime: 1700000000}, 'expiryTime', /the number 1700000000/);
  assert.ok(isDateTime('2024-03-01T09:30:00Z'));
  assert.ok(isDateTime('2024-03-01T09:30:00.5-05:00'));
  assert.ok(!isDateTime('2024-03-01'));
});

test('a nested context is checked against its own type, with paths from the root', () => {
  oneError(
    {type: 'fdc3.position', holding: 1, instrument: {type: 'fdc3.instrument', id: {ticker: 7}}},
    'instrument.id.ticker',
    /should be a string/,
  );
  oneError(
    {type: 'fdc3.position', holding: 1, instrument: {type: 'fdc3.contact', id: {}}},
    'instrument.type',
    /instrument\.type should be "fdc3\.instrument", as instrument holds a fdc3\.instrument context, but it is "fdc3\.contact"/,
  );
  oneError({type: 'fdc3.position', holding: 1, instrument: {id: {}}}, 'instrument.type', /instrument\.type is missing/);
  oneError(
    {type: 'fdc3.position', holding: 1, instrument: 'ACME'},
    'instrument',
    /instrument should be a fdc3\.instrument context: an object with a type field, but it is the string "ACME"/,
  );
  oneError(
    {type: 'fdc3.instrumentList', instruments: [{type: 'fdc3.instrument', id: {}}, {type: 'fdc3.instrument'}]},
    'instruments[1].id',
    /instruments\[1\]\.id is missing: Instrument requires it/,
  );
  oneError(
    {type: 'fdc3.portfolio', positions: [{type: 'fdc3.position', holding: 'ten', instrument: {type: 'fdc3.instrument', id: {}}}]},
    'positions[0].holding',
    /positions\[0\]\.holding should be a number, but it is the string "ten"/,
  );
  oneError({type: 'fdc3.contactList', contacts: [null]}, 'contacts[0]', /contacts\[0\] should be a fdc3\.contact context/);
});

test('the context itself: not an object, or no type string', () => {
  oneError(42, '', /^The context should be an object with a type field, but it is the number 42/);
  oneError([], '', /but it is an array/);
  oneError(null, '', /but it is null/);
  oneError({id: {ticker: 'ACME'}}, 'type', /^type is missing: every context names its type/);
  oneError({type: 7}, 'type', /^type should be a string, but it is the number 7/);
});

test('a custom type is allowed, with a notice that only the shared fields can be checked', () => {
  const custom = check({type: 'example.order', id: {orderId: 'A1'}, quantity: 'many'});
  assert.equal(errorsOf(custom).length, 0);
  assert.equal(custom.length, 1);
  assert.equal(custom[0].severity, 'notice');
  assert.equal(custom[0].path, 'type');
  assert.match(custom[0].message, /^type "example\.order" is not one of the FDC3 2\.0 context types\. FDC3 allows custom types/);
  // The fields every context shares are still checked.
  oneError({type: 'example.order', name: 5}, 'name', /name should be a string/);
  // A near miss gets a suggestion; a later version's type is custom as far as 2.0 goes.
  assert.match(check({type: 'fdc3.instruments', id: {}})[0].message, /did you mean "fdc3\.instrument"\?/);
  assert.match(check({type: 'fdc3.timeRange'})[0].message, /did you mean "fdc3\.timerange"\?/);
  assert.equal(errorsOf(check({type: 'fdc3.order', details: {}})).length, 0);
});
