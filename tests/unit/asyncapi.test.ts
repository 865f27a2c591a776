// The hub's document (docs/api/asyncapi.json, written by `npm run contract` from contract/hub.ts):
// AsyncAPI's own parser reads it without an error and finds the two server events; each message's
// payload accepts the invocation the portal reads and refuses what it drops (an empty argument
// list, another target, a broken argument).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Parser } from '@asyncapi/parser';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { HUB_EVENTS, HUB_PATH } from '../../contract/hub';

const FILE = fileURLToPath(new URL('../../docs/api/asyncapi.json', import.meta.url));
const text = readFileSync(FILE, 'utf8');
const TARGETS = Object.keys(HUB_EVENTS);
/** AsyncAPI parser's diagnostic severities (Spectral's): 0 is an error. */
const ERROR = 0;

const errorsOf = async (document: string) =>
  (await new Parser().parse(document)).diagnostics
    .filter((diagnostic) => diagnostic.severity === ERROR)
    .map((diagnostic) => diagnostic.message);

describe('docs/api/asyncapi.json, read by the AsyncAPI parser', () => {
  it('is a valid AsyncAPI 3.0 document: the hub channel, a message and a receive operation per server event', async () => {
    const { document, diagnostics } = await new Parser().parse(text);
    expect(diagnostics.filter((diagnostic) => diagnostic.severity === ERROR)).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
    expect(
      document
        ?.channels()
        .all()
        .map((channel) => channel.address()),
    ).toEqual([HUB_PATH]);
    expect(
      document
        ?.messages()
        .all()
        .map((message) => message.name()),
    ).toEqual(TARGETS);
    expect(
      document
        ?.operations()
        .all()
        .map((operation) => [operation.action(), operation.messages().all()[0]?.name()]),
    ).toEqual(TARGETS.map((target) => ['receive', target]));
  });

  it('the parser does refuse a broken document (the positive case of the check above)', async () => {
    const broken = JSON.parse(text) as { operations: Record<string, { action: string }> };
    Object.values(broken.operations)[0].action = 'listen';
    expect(await errorsOf(JSON.stringify(broken))).not.toEqual([]);
  });
});

describe("the messages' payloads, as the portal reads the hub", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(JSON.parse(text) as object, 'asyncapi.json');
  const payload = (target: string) => {
    const validate = ajv.getSchema(`asyncapi.json#/components/messages/${target}/payload/schema`);
    if (!validate) throw new Error(`no payload for ${target}`);
    return (message: unknown) => validate(message) === true;
  };
  const notification = { id: 'n-1', type: 'contractToSign', category: 'contracts', data: { label: 'Contrat C-1' } };

  it('a SendNotification invocation with one notification; not an empty argument list, another target or an unknown type', () => {
    const accepts = payload('SendNotification');
    expect(accepts({ type: 1, target: 'SendNotification', arguments: [notification] })).toBe(true);
    expect(accepts({ type: 1, target: 'SendNotification', arguments: [] })).toBe(false);
    expect(accepts({ type: 1, target: 'SendNotification', arguments: [notification, notification] })).toBe(false);
    expect(accepts({ type: 1, target: 'SendSomethingElse', arguments: [notification] })).toBe(false);
    expect(accepts({ type: 1, target: 'SendNotification', arguments: [{ ...notification, type: 'nope' }] })).toBe(false);
    expect(accepts({ type: 1, target: 'SendNotification', arguments: [{ ...notification, data: { nested: { a: 1 } } }] })).toBe(false);
  });

  it('a SendImportantProcessedNotifications invocation with one list of non-blank ids', () => {
    const accepts = payload('SendImportantProcessedNotifications');
    expect(accepts({ type: 1, target: 'SendImportantProcessedNotifications', arguments: [['n-1', 'n-2']] })).toBe(true);
    expect(accepts({ type: 1, target: 'SendImportantProcessedNotifications', arguments: [] })).toBe(false);
    expect(accepts({ type: 1, target: 'SendImportantProcessedNotifications', arguments: [['n-1', ' ']] })).toBe(false);
    expect(accepts({ type: 1, target: 'SendNotification', arguments: [['n-1']] })).toBe(false);
  });
});
