/**
 * The example messages of next's Desktop Agent Bridging pages match the
 * bridging types of npm 2.1.1: each is parsed by the package's own
 * `BridgingTypes.Convert` and typed by the compiler as the interface its title
 * names. The message reference has a section for every message type the
 * typings define. Broken fixtures show that each check fails with the file
 * and line.
 */
import {test, describe, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {bridgingDocsFolder, checkBridgingExamples, exampleInterface} from '../../src/fdc3/bridging-examples';
import {checkExamples} from '../../src/fdc3/examples';
import {codeHeadings} from '../../src/fdc3/content-checks';
import {listMarkdown} from '../../src/fdc3/markdown';
import {repoRoot, versionByName} from '../../src/fdc3/docs-versions';

const next = versionByName('current');
const typings = next.typings!;
const folder = path.join(repoRoot, next.dir, bridgingDocsFolder);
const pages = listMarkdown(folder);
const typingsText = fs.readFileSync(path.join(repoRoot, 'node_modules', typings, 'dist', 'bridging', 'BridgingTypes.d.ts'), 'utf8');

/** The string literals of a union type alias of the bridging typings. */
function unionMembers(alias: string): string[] {
  const m = new RegExp(`export type ${alias} = ([^;]+);`).exec(typingsText);
  assert.ok(m, `${typings} declares ${alias}`);
  return [...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1]);
}

describe("next's bridging pages", () => {
  test('are the overview, the specification and the message reference', () => {
    assert.deepEqual(pages.map((f) => path.basename(f)).sort(), ['messages.md', 'overview.md', 'spec.md']);
  });

  test('every example message is a valid instance of the interface its title names (BridgingTypes.Convert of npm 2.1.1)', () => {
    const problems = checkBridgingExamples(pages, typings).map((p) => `${p.file}:${p.line}: ${p.message}`);
    assert.deepEqual(problems, []);
  });

  test('every example message type-checks as that interface', () => {
    const problems = checkExamples(pages, typings).map((p) => `${p.file}:${p.line}: ${p.message}`);
    assert.deepEqual(problems, []);
  });

  test('the message reference has a section for every request and connection message type, and names every response type', () => {
    const body = fs.readFileSync(path.join(folder, 'messages.md'), 'utf8');
    const sections = codeHeadings(body, 3);
    const missing = [
      ...unionMembers('RequestMessageType'),
      ...unionMembers('ConnectionStepMessageType'),
      'raiseIntentResultResponse',
    ].filter((type) => !sections.has(type));
    assert.deepEqual(missing, [], 'message types without a "### `type`" section');
    const unnamed = unionMembers('ResponseMessageType').filter((type) => !body.includes(`\`${type}\``));
    assert.deepEqual(unnamed, [], 'response types the page never names');
  });

  test('the examples cover requests, responses and error responses from both agents and the bridge', () => {
    const named = new Set<string>();
    for (const file of pages) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/^```json (.*)$/gm)) named.add(exampleInterface(m[1]) ?? '(none)');
    }
    for (const kind of [
      /AgentRequest$/,
      /BridgeRequest$/,
      /AgentResponse$/,
      /BridgeResponse$/,
      /ErrorResponse(Message)?$/,
      /^ConnectionStep/,
    ]) {
      assert.ok(
        [...named].some((n) => kind.test(n)),
        `an example of ${kind}`,
      );
    }
    assert.ok(!named.has('(none)'));
  });
});

describe('broken fixtures fail with the file and line', () => {
  let dir = '';
  const write = (name: string, text: string): string => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const front = '---\nid: fixture\ntitle: Fixture\ndescription: A broken bridging example.\n---\n\n';
  const message = (meta: Record<string, unknown>, source: unknown) =>
    JSON.stringify(
      {
        type: 'broadcastRequest',
        payload: {channelId: 'fdc3.channel.1', context: {type: 'fdc3.instrument', id: {ticker: 'SAP'}}},
        meta: {requestUuid: 'u-1', timestamp: '2024-05-14T08:15:40.118Z', source, ...meta},
      },
      null,
      2,
    );

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bridging-examples-'));
  });
  after(() => fs.rmSync(dir, {recursive: true, force: true}));

  test('a good fixture passes both checks', () => {
    const file = write(
      'good.md',
      `${front}\`\`\`json title="BroadcastAgentRequest: agent to bridge"\n${message({}, {appId: 'blotter'})}\n\`\`\`\n`,
    );
    assert.deepEqual(checkBridgingExamples([file], typings), []);
    assert.deepEqual(checkExamples([file], typings), []);
  });

  test('a source given as an array, as in the 2.1 text, is rejected by both checks', () => {
    const file = write(
      'array-source.md',
      `${front}Intro.\n\n\`\`\`json title="BroadcastAgentRequest: agent to bridge"\n${message({}, [{appId: 'blotter'}])}\n\`\`\`\n`,
    );
    const [problem, ...rest] = checkBridgingExamples([file], typings);
    assert.equal(rest.length, 0);
    assert.equal(problem.file, path.relative(repoRoot, file));
    assert.equal(problem.line, 9, 'the line of the opening fence');
    assert.match(problem.message, /not a valid BroadcastAgentRequest .*"source"/);
    const compiled = checkExamples([file], typings);
    assert.ok(compiled.length > 0 && compiled.every((p) => p.file === path.relative(repoRoot, file)), JSON.stringify(compiled));
  });

  test('an unknown field, a missing requestUuid and an intent without displayName are rejected', () => {
    const extra = write('extra.md', `${front}\`\`\`json title="BroadcastAgentRequest: x"\n${message({hops: 2}, {appId: 'a'})}\n\`\`\`\n`);
    assert.match(checkBridgingExamples([extra], typings)[0]?.message ?? '', /"hops"/);
    const noUuid = write(
      'no-uuid.md',
      `${front}\`\`\`json title="BroadcastAgentRequest: x"\n${message({requestUuid: undefined}, {appId: 'a'})}\n\`\`\`\n`,
    );
    assert.match(checkBridgingExamples([noUuid], typings)[0]?.message ?? '', /requestUuid/);
    const intent = {
      type: 'findIntentResponse',
      payload: {appIntent: {intent: {name: 'ViewChart'}, apps: []}},
      meta: {requestUuid: 'u', responseUuid: 'r', timestamp: '2024-05-14T08:15:40.118Z'},
    };
    const noDisplayName = write('intent.md', `${front}\`\`\`json title="FindIntentAgentResponse: x"\n${JSON.stringify(intent)}\n\`\`\`\n`);
    assert.match(checkBridgingExamples([noDisplayName], typings)[0]?.message ?? '', /displayName/);
    assert.ok(checkExamples([noDisplayName], typings).length > 0, 'the compiler rejects it too');
  });

  test('a block without an interface in its title, or naming one the package lacks, is a problem', () => {
    const untitled = write('untitled.md', `${front}\`\`\`json\n${message({}, {appId: 'a'})}\n\`\`\`\n`);
    assert.match(checkBridgingExamples([untitled], typings)[0]?.message ?? '', /must name its BridgingTypes interface/);
    const unknown = write('unknown.md', `${front}\`\`\`json title="BroadcastRequestV3: x"\n${message({}, {appId: 'a'})}\n\`\`\`\n`);
    assert.match(checkBridgingExamples([unknown], typings)[0]?.message ?? '', /has no BridgingTypes interface BroadcastRequestV3/);
  });
});
