/**
 * The hand-kept site data (src/data/community.ts, src/data/users.ts) is sound,
 * and the validators that say so really catch broken entries, naming them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {community, communityKinds, type CommunityEntry} from '../../src/data/community';
import {monogram, users, userSectors, type User} from '../../src/data/users';
import {validateCommunity, validateUsers} from '../../src/data/validate';

const goodEntry: CommunityEntry = {
  name: 'Example Agent',
  organisation: 'Example Ltd',
  kind: 'desktop-agent',
  url: 'https://agent.example.com/',
  description: 'A Desktop Agent used only by this test.',
  openSource: true,
};

const goodUser: User = {
  name: 'Example Bank',
  url: 'https://bank.example.com/',
  description: 'A bank used only by this test.',
  sector: 'financial-institution',
};

/** Asserts that exactly one problem mentions `fragment`, and that it names `entry`. */
function assertProblem(problems: string[], entry: string, fragment: string): void {
  const matching = problems.filter((p) => p.includes(fragment));
  assert.equal(matching.length, 1, `expected one problem about "${fragment}", got: ${JSON.stringify(problems)}`);
  assert.ok(matching[0].includes(entry), `problem "${matching[0]}" should name ${entry}`);
}

test('the community data has no problems', () => {
  assert.deepEqual(validateCommunity(community), []);
});

test('the users data has no problems', () => {
  assert.deepEqual(validateUsers(users), []);
});

test('every community kind has at least one entry, so no filter shows an empty list', () => {
  for (const kind of communityKinds) {
    assert.ok(
      community.some((entry) => entry.kind === kind.id),
      `no community entry has the kind "${kind.id}"`,
    );
  }
});

test('every user sector is used and a few users are featured on the home page', () => {
  for (const sector of userSectors) {
    assert.ok(
      users.some((user) => user.sector === sector.id),
      `no user is in the sector "${sector.id}"`,
    );
  }
  const featured = users.filter((user) => user.featured).length;
  assert.ok(featured >= 4 && featured <= 12, `expected 4 to 12 featured users, found ${featured}`);
});

test('a well-formed entry passes both validators', () => {
  assert.deepEqual(validateCommunity([goodEntry]), []);
  assert.deepEqual(validateUsers([goodUser]), []);
});

test('the community validator reports a missing name by the entry position', () => {
  const problems = validateCommunity([goodEntry, {...goodEntry, name: '  ', url: 'https://other.example.com/'}]);
  assertProblem(problems, 'community entry #2 (no name)', 'has no name');
});

test('the community validator reports missing fields by name', () => {
  const {organisation: _organisation, description: _description, ...rest} = goodEntry;
  const problems = validateCommunity([rest]);
  assertProblem(problems, '"Example Agent"', 'has no organisation');
  assertProblem(problems, '"Example Agent"', 'has no description');
});

test('the community validator rejects addresses that are not absolute https URLs', () => {
  const cases: Array<[string, string]> = [
    ['http://agent.example.com/', 'does not use https'],
    ['agent.example.com', 'not an absolute address'],
    ['https://agent.example.com/ page', 'white space'],
    ['https://localhost/', 'without a proper host name'],
    ['', 'has no url'],
  ];
  for (const [url, fragment] of cases) {
    const problems = validateCommunity([{...goodEntry, name: 'Broken Link Agent', url}]);
    assertProblem(problems, '"Broken Link Agent"', fragment);
  }
});

test('the community validator rejects an unknown kind and lists the known ones', () => {
  const problems = validateCommunity([{...goodEntry, name: 'Mystery Product', kind: 'spaceship'}]);
  assertProblem(problems, '"Mystery Product"', 'unknown kind "spaceship"');
  assert.ok(problems[0].includes('desktop-agent'), 'the message should list the known kinds');
});

test('the community validator rejects duplicate names and URLs, naming both entries', () => {
  const problems = validateCommunity([
    goodEntry,
    {...goodEntry, name: 'example agent', url: 'https://elsewhere.example.com/'},
    {...goodEntry, name: 'Copycat Agent', url: 'https://AGENT.example.com'},
  ]);
  assertProblem(problems, 'community entry #2 "example agent"', 'repeats the name of community entry #1 "Example Agent"');
  assertProblem(problems, 'community entry #3 "Copycat Agent"', 'repeats the url of community entry #1 "Example Agent"');
});

test('the community validator rejects a description that is not one line', () => {
  const multiLine = validateCommunity([{...goodEntry, description: 'First line.\nSecond line.'}]);
  assertProblem(multiLine, '"Example Agent"', 'more than one line');
  const long = validateCommunity([{...goodEntry, description: 'x'.repeat(200)}]);
  assertProblem(long, '"Example Agent"', '200 characters');
});

test('the users validator reports a missing name, a bad URL, an unknown sector and duplicates', () => {
  const problems = validateUsers([
    goodUser,
    {...goodUser, name: undefined, url: 'https://nameless.example.com/'},
    {...goodUser, name: 'Plain Http Bank', url: 'http://plain.example.com/'},
    {...goodUser, name: 'Odd Sector Bank', url: 'https://odd.example.com/', sector: 'casino'},
    {...goodUser, name: 'Example Bank', url: 'https://twin.example.com/'},
  ]);
  assertProblem(problems, 'users entry #2 (no name)', 'has no name');
  assertProblem(problems, '"Plain Http Bank"', 'does not use https');
  assertProblem(problems, '"Odd Sector Bank"', 'unknown sector "casino"');
  assertProblem(problems, 'users entry #5 "Example Bank"', 'repeats the name of users entry #1 "Example Bank"');
});

test('monograms are two capital letters taken from the name', () => {
  assert.equal(monogram('J.P. Morgan'), 'JM');
  assert.equal(monogram('S&P Global'), 'SG');
  assert.equal(monogram('Norman & Sons'), 'NS');
  assert.equal(monogram('ipushpull'), 'IP');
  for (const user of users) assert.match(monogram(user.name), /^\p{Lu}{2}$/u, user.name);
});
