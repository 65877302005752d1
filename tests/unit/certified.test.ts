// cspell:ignore openfin
/**
 * The certified implementations (src/data/certified.ts) are sound, and the
 * validator rejects an entry without a public source, a bad date, an unknown
 * version and a duplicate.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  certified,
  certifiedDate,
  certifiedFor,
  certifiedForCommunity,
  certifiedId,
  type CertifiedImplementation,
} from '../../src/data/certified';
import {community} from '../../src/data/community';
import {validateCertified} from '../../src/data/validate';

const names = community.map((c) => c.name);
const good: CertifiedImplementation = {
  product: 'Example Agent 1.0',
  vendor: 'Example',
  fdc3Version: '2.0',
  date: '2024-01-31',
  source: 'https://www.finos.org/blog/example',
  listedIn: 'bbece95',
};

test('the certified implementations have no problems', () => {
  assert.deepEqual(validateCertified(certified, names), []);
});

test('an entry without a source fails, naming it', () => {
  const {source: _dropped, ...withoutSource} = good;
  assert.deepEqual(validateCertified([withoutSource], names), [
    'certified entry #1 "Example Agent 1.0" has no public source; an entry without one is not added',
  ]);
  assert.match(validateCertified([{...good, source: 'http://example.com/x'}], names).join('\n'), /does not use https/);
});

test('a date that is not a real day, a version the programme does not certify and a duplicate each fail', () => {
  assert.match(validateCertified([{...good, date: '2023-02-30'}]).join('\n'), /no date of certification/);
  assert.match(validateCertified([{...good, fdc3Version: '2.1'}]).join('\n'), /does not certify/);
  assert.match(validateCertified([good, {...good}]).join('\n'), /listed twice for FDC3 2\.0/);
  assert.match(validateCertified([{...good, community: 'Nobody'}], names).join('\n'), /community entry "Nobody" that does not exist/);
});

test('a certified entry that names no community product fails, naming the file, the entry and the name', () => {
  const broken = certified.map((c, i) => (i === 2 ? {...c, community: 'Glue 42'} : c));
  assert.deepEqual(validateCertified(broken, names), [
    `src/data/certified.ts: certified entry #3 "${certified[2].product}" links to a community entry "Glue 42" that does not exist in src/data/community.ts`,
  ]);
});

test('each row has its own stable anchor id, and every community product named has its entries', () => {
  assert.equal(certifiedId({product: 'OpenFin 32.114.76.14', fdc3Version: '2.0'}), 'certified-openfin-32-114-76-14-2-0');
  const ids = certified.map(certifiedId);
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(ids.every((id) => /^certified-[a-z0-9-]+[a-z0-9]$/.test(id)));
  for (const name of new Set(certified.flatMap((c) => (c.community ? [c.community] : [])))) {
    assert.ok(names.includes(name));
    assert.ok(certifiedForCommunity(name).length > 0);
  }
  assert.deepEqual(certifiedForCommunity('Nobody'), []);
});

test('dates read as the page shows them, and each version lists its own entries oldest first', () => {
  assert.equal(certifiedDate('2023-06-09'), '9 June 2023');
  assert.equal(certifiedDate('2025-10'), 'October 2025');
  const twoOh = certifiedFor('2.0');
  assert.ok(twoOh.length > 0 && twoOh.every((c) => c.fdc3Version === '2.0'));
  assert.deepEqual(
    twoOh.map((c) => c.date),
    [...twoOh.map((c) => c.date)].sort(),
  );
});
