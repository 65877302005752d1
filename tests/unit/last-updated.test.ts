import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatDay} from '../../src/theme/LastUpdated/date';

const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
const day = 24 * 60 * 60 * 1000;

test('the last-updated date reads as Intl writes it in English, for every day from 2000 to 2060', () => {
  for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2061, 0, 1); time += day) {
    const date = new Date(time);
    assert.equal(formatDay(date), intl.format(date), date.toISOString());
  }
});

test('the date is the UTC day, at either end of it', () => {
  assert.equal(formatDay(new Date(Date.UTC(2026, 10, 24, 0, 0, 0))), 'Nov 24, 2026');
  assert.equal(formatDay(new Date(Date.UTC(2026, 10, 24, 23, 59, 59, 999))), 'Nov 24, 2026');
  assert.equal(formatDay(new Date(Date.UTC(2026, 11, 31, 23, 59))), intl.format(new Date(Date.UTC(2026, 11, 31, 23, 59))));
});
