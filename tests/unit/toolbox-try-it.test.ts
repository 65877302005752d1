// cspell:ignore instrumnet (a misspelt type the check must catch)
/**
 * The "Open in the Workbench" links of the API reference (src/data/try-it.ts,
 * src/plugins/toolbox-links/try-it.ts, src/toolbox/workbench/prefill.ts): the
 * address a link writes is the one the Workbench reads; the site's list is
 * valid against the served schemas of its versions, and a broken entry fails
 * naming the data file and its line; each link lands after its member's first
 * example, and a missing section fails the same way.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Link, Paragraph, Root} from 'mdast';
import {repoRoot} from '../../src/fdc3/docs-versions';
import {tryItEntries, type TryItEntry} from '../../src/data/try-it';
import {
  addTryItLinks,
  checkTryIt,
  exampleApp,
  servedSchemaCheck,
  tryItFile,
  tryItHref,
  tryItProblems,
} from '../../src/plugins/toolbox-links/try-it';
import {prefillFromQuery, prefillNeeds, prefillQuery, tryCalls, type Prefill} from '../../src/toolbox/workbench/prefill';

const site = {siteUrl: 'https://fdc3.finos.org', baseUrl: '/'};

/** The text of a paragraph, inline code included. */
const toString = (p: Paragraph): string =>
  p.children
    .map((c) => ('value' in c ? c.value : 'children' in c ? c.children.map((d) => ('value' in d ? d.value : '')).join('') : ''))
    .join('');

async function parse(markdown: string): Promise<Root> {
  const {unified} = await import('unified');
  const remarkParse = (await import('remark-parse')).default;
  return unified().use(remarkParse).parse(markdown) as Root;
}

test('the Workbench reads back every prefill a link writes; an unknown call or a context that is not an object gives none of it', () => {
  const prefills: Prefill[] = [
    {call: 'broadcast', context: {type: 'fdc3.instrument', id: {ticker: 'A&B=C'}}, from: '2.0'},
    {call: 'raiseIntent', intent: 'StartChat', context: {type: 'fdc3.contact', id: {email: 'x+y@example.com'}}, from: 'next'},
    {call: 'addContextListener', contextType: 'fdc3.instrument'},
    {call: 'joinUserChannel', channel: 'fdc3.channel.4'},
    {call: 'leaveCurrentChannel'},
    {call: 'open', app: 'monitor', context: {type: 'fdc3.portfolio', positions: []}, from: '2.0'},
    {call: 'open', app: 'a b&c=d'},
  ];
  for (const prefill of prefills) assert.deepEqual(prefillFromQuery(prefillQuery(prefill)), prefill);
  assert.equal(prefillFromQuery('?call=findIntent&context={"type":"fdc3.instrument"}'), undefined, 'the Workbench has no findIntent');
  // Written in one order, whatever the order of the fields; read in any order.
  assert.equal(
    prefillQuery({from: 'next', context: {type: 'fdc3.portfolio', positions: []}, app: 'monitor', call: 'open'}),
    '?call=open&app=monitor&context=%7B%22type%22%3A%22fdc3.portfolio%22%2C%22positions%22%3A%5B%5D%7D&from=next',
  );
  assert.deepEqual(prefillFromQuery('?from=2.0&app=%20pricer%20&call=open'), {call: 'open', app: 'pricer', from: '2.0'});
  assert.deepEqual(prefillFromQuery('?call=open&app=%20'), {call: 'open'}, 'a blank app is left out');
  assert.equal(prefillFromQuery('?type=fdc3.contact'), undefined, 'a context page link prepares no call');
  assert.deepEqual(prefillFromQuery('?call=broadcast&context=not-json'), {call: 'broadcast'});
  assert.deepEqual(prefillFromQuery('?call=broadcast&context=[1]&intent=%20'), {call: 'broadcast'});
  assert.deepEqual(prefillFromQuery('?call=broadcast&context={"id":1}'), {call: 'broadcast'}, 'a context needs a type');
});

test('the site’s links are valid for their versions, cover each call the Workbench has, and go to the Workbench with the page’s version', () => {
  assert.doesNotThrow(() => checkTryIt(site));
  for (const version of ['2.0', 'current'] as const) {
    const calls = new Set(tryItEntries[version].map((e) => e.call));
    assert.deepEqual(
      [...tryCalls].filter((c) => !calls.has(c)),
      [],
      `${version} has a link for every call`,
    );
  }
  const broadcast = tryItEntries['2.0'].find((e) => e.call === 'broadcast')!;
  const href = tryItHref('2.0', broadcast);
  assert.match(href, /^\/toolbox\/fdc3-workbench\?call=broadcast&context=.*&from=2\.0$/);
  assert.deepEqual(prefillFromQuery(href.slice(href.indexOf('?'))), {call: 'broadcast', context: broadcast.context, from: '2.0'});
  assert.match(tryItHref('current', tryItEntries.current[0]), /&from=next$/);
});

const fixtureSource = `export const tryItEntries = {
  '2.0': [
    {
      member: 'broadcast',
      call: 'broadcast',
      context: {type: 'fdc3.instrument', id: 'SAP'},
    },
    {member: 'raiseIntent', call: 'raiseIntent', context: {type: 'fdc3.instrument', id: {ticker: 'SAP'}}},
    {member: 'addContextListener', call: 'addContextListener', contextType: 'fdc3.instrumnet'},
    {member: 'open', call: 'open', app: 'blotter'},
    {member: 'open', call: 'open'},
  ],
  current: [
    {member: 'broadcast', call: 'broadcast', context: {type: 'example.order', id: {orderId: '1'}}},
    {member: 'broadcast', call: 'broadcast', context: {type: 'fdc3.contact', id: 3}},
    {member: 'open', call: 'open', app: 'monitor', context: {type: 'fdc3.portfolio', id: {portfolioId: 'P1'}, positions: []}},
  ],
};
`;
const fixture: Record<string, TryItEntry[]> = {
  '2.0': [
    {member: 'broadcast', call: 'broadcast', context: {type: 'fdc3.instrument', id: 'SAP'}},
    {member: 'raiseIntent', call: 'raiseIntent', context: {type: 'fdc3.instrument', id: {ticker: 'SAP'}}},
    {member: 'addContextListener', call: 'addContextListener', contextType: 'fdc3.instrumnet'},
    {member: 'open', call: 'open', app: 'blotter'},
    {member: 'open', call: 'open'},
  ],
  current: [
    {member: 'broadcast', call: 'broadcast', context: {type: 'example.order', id: {orderId: '1'}}},
    {member: 'broadcast', call: 'broadcast', context: {type: 'fdc3.contact', id: 3}},
    {member: 'open', call: 'open', app: 'monitor', context: {type: 'fdc3.portfolio', id: {portfolioId: 'P1'}, positions: []}},
  ],
};

test('a broken entry fails naming the data file and the entry’s line: an invalid context, a missing intent, an unknown type to listen for, an app to open that the simulated desktop lacks or none', () => {
  const problems = tryItProblems(fixture, servedSchemaCheck(site), fixtureSource, 'fixture.ts');
  assert.equal(problems.length, 6, problems.join('\n'));
  assert.match(problems[0], /^fixture\.ts:4: 2\.0 broadcast: the context is not valid for this version: \/id must be object/);
  assert.equal(problems[1], 'fixture.ts:8: 2.0 raiseIntent: raiseIntent needs an intent');
  assert.match(problems[2], /^fixture\.ts:9: 2\.0 addContextListener: unknown type fdc3\.instrumnet/);
  assert.equal(
    problems[3],
    'fixture.ts:10: 2.0 open: the simulated desktop has no app "blotter" to open (src/toolbox/workbench/desktop.ts): use one of monitor, pricer, chat',
  );
  assert.equal(problems[4], 'fixture.ts:11: 2.0 open: open needs an app');
  // A custom type is allowed; the second broadcast of Next is on line 15, its contact's id is a number. Its open is valid.
  assert.match(problems[5], /^fixture\.ts:15: current broadcast: the context is not valid for this version: \/id must be object/);
  // The directory checked against is a parameter: the same entry passes where the app exists.
  assert.deepEqual(
    tryItProblems({'2.0': [fixture['2.0'][3]]}, () => [], fixtureSource, 'fixture.ts', ['blotter']),
    [],
  );
});

test('the link goes in a paragraph of its own after the member’s first example; a member without section or example fails naming the data line', async () => {
  const page = fs.readFileSync(path.join(repoRoot, 'versioned_docs/version-2.0/api/ref/DesktopAgent.md'), 'utf8');
  const tree = await parse(page);
  const added = addTryItLinks({version: '2.0', id: 'api/ref/DesktopAgent'}, tree);
  assert.equal(added.length, tryItEntries['2.0'].length);
  const at = tree.children.findIndex(
    (n) => n.type === 'heading' && n.children[0]?.type === 'inlineCode' && n.children[0].value === 'broadcast',
  );
  const rest = tree.children.slice(at + 1);
  assert.equal(rest[0].type, 'code', 'the signature comes first');
  const example = rest.findIndex((n, i) => n.type === 'code' && i > 0);
  const paragraph = rest[example + 1] as Paragraph;
  const link = paragraph.children.find((c): c is Link => c.type === 'link')!;
  assert.equal(
    link.url,
    tryItHref(
      '2.0',
      tryItEntries['2.0'].find((e) => e.member === 'broadcast')!,
    ),
  );
  assert.equal(paragraph.children.length, 4, 'Try it:, a space, the link and the words after it');

  // The example of open opens a blotter, which the simulated desktop lacks: the sentence names it and the app opened instead.
  const openAt = tree.children.findIndex(
    (n) => n.type === 'paragraph' && n.children.some((c) => c.type === 'link' && c.url.includes('call=open')),
  );
  const openText = toString(tree.children[openAt] as Paragraph);
  assert.match(openText, /That desktop has no blotter@apps\.example\.com, so the link opens its Channel Monitor \(monitor\) instead\.$/);
  assert.equal(tree.children[openAt - 1].type, 'code');
  assert.equal(exampleApp("fdc3.open({ appId: 'risk-dashboard' }, portfolio)"), 'risk-dashboard');
  assert.equal(exampleApp('fdc3.open("Blotter")'), undefined);
  const same = await parse("### `open`\n\n```ts\nsig\n```\n\n```ts\nfdc3.open({appId: 'pricer'})\n```\n");
  addTryItLinks({version: '2.0', id: 'api/ref/DesktopAgent'}, same, {'2.0': [{member: 'open', call: 'open', app: 'pricer'}]}, '');
  assert.doesNotMatch(toString(same.children[3] as Paragraph), /instead/, 'no sentence when the example opens an app the desktop has');

  assert.deepEqual(addTryItLinks({version: '1.2', id: 'api/ref/DesktopAgent'}, await parse(page)), [], '1.2 has no links');
  assert.deepEqual(addTryItLinks({version: '2.0', id: 'api/ref/Channel'}, await parse(page)), []);

  const lists = {
    '2.0': [
      {member: 'broadcast', call: 'broadcast'},
      {member: 'open', call: 'broadcast'},
    ] as TryItEntry[],
  };
  const source = "  '2.0': [\n    {member: 'broadcast', call: 'broadcast'},\n    {member: 'open', call: 'broadcast'},\n";
  const noOpen = await parse('### `broadcast`\n\n```ts\nsig\n```\n\n```ts\nexample\n```\n\n### `open`\n\n```ts\nsig\n```\n');
  assert.throws(
    () => addTryItLinks({version: '2.0', id: 'api/ref/DesktopAgent'}, noOpen, lists, source),
    new RegExp(
      `^Error: ${tryItFile.replace(/\./g, '\\.')}:3: 2\\.0 open: the section "open" of api/ref/DesktopAgent \\(2\\.0\\) has no example`,
    ),
  );
  const noSection = await parse('### `broadcast`\n\n```ts\nsig\n```\n\n```ts\nexample\n```\n');
  assert.throws(
    () => addTryItLinks({version: '2.0', id: 'api/ref/DesktopAgent'}, noSection, lists, source),
    /:3: 2\.0 open: .* has no section "### `open`"/,
  );
});

test('each call says what a link must give it', () => {
  assert.deepEqual(Object.keys(prefillNeeds).sort(), [...tryCalls].sort());
});
