// The contract (contract/): the documents of docs/api/ are what `npm run contract` writes from it,
// every call is documented, and its output types are those the machines declare (the type checks
// below fail `npm run typecheck` on a drift).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS, screenOfCall } from '../../contract/allCalls';
import { CALLS } from '../../contract/calls';
import { SCREEN_CALLS } from '../../contract/screens/screens';
import { CATALOGUE } from '../../contract/catalogue';
import { answerProblems, check } from '../../contract/check';
import { contractDocuments, openApiDocument } from '../../contract/documents';
import { HUB_EVENTS } from '../../contract/hub';
import type * as Wire from '../../contract/wire';
import { AlertSchema, DaysOffRequestSchema, NotificationPageSchema, NotificationSchema, UserInfoSchema } from '../../contract/wire';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { GenericSchema } from 'valibot';
import type { DaysOffDraft } from '../../machines/domain/daysOff';
import type { NotificationType } from '../../machines/domain/notificationTypes';
import type * as Domain from '../../machines/domain/types';
import type { Api } from '../../src/services/api';

const API_DIR = fileURLToPath(new URL('../../docs/api/', import.meta.url));

describe('docs/api is up to date (run npm run contract)', () => {
  for (const [name, content] of Object.entries(contractDocuments())) {
    it(`docs/api/${name} is what the contract writes`, () => {
      const file = `${API_DIR}${name}`;
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
      expect(committed, `docs/api/${name} is stale: run npm run contract`).toBe(content);
    });
  }
});

describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  // The document a backend team reads says what the portal checks: for each sample, the JSON Schema
  // (ajv, draft 2020-12 with formats) and the contract's valibot schema give the same verdict.
  const ajv = addFormats(new Ajv2020({ strict: false }));
  const bundle = { components: { schemas: document.components.schemas } };
  const verdicts = (name: string, schema: GenericSchema, value: unknown) => {
    const validate = ajv.compile({ ...bundle, $ref: `#/components/schemas/${name}` });
    return { jsonSchema: validate(value), contract: check(schema, value).ok };
  };
  const notification = { id: 'n-1', type: 'contractToSign', category: 'contracts', data: { label: 'C-1', amount: 3, accepted: true } };
  const request = { id: 'd-1', startDate: '2025-09-01', endDate: '2025-09-02', reason: '', status: 'pending' };
  const SAMPLES: [name: string, value: unknown, keeps: boolean][] = [
    ['UserInfo', { userType: 'worker', roles: ['worker'] }, true],
    ['UserInfo', { userType: 'worker', roles: ['worker'], hasValidCdii: null, function: null }, true],
    ['UserInfo', { userType: 'admin', roles: [] }, false],
    ['UserInfo', { userType: 'worker', roles: ['root'] }, false],
    ['UserInfo', { userType: 'worker', roles: [], hasToChangePassword: 'yes' }, false],
    ['Notification', notification, true],
    ['Notification', { ...notification, data: null, createdAt: null }, true],
    ['Notification', { ...notification, type: 'nope' }, false],
    ['Notification', { ...notification, id: ' ' }, false],
    ['Notification', { ...notification, data: { label: { html: '<b>' } } }, false],
    ['Notification', { ...notification, data: ['x'] }, false],
    ['DaysOffRequest', request, true],
    ['DaysOffRequest', { ...request, endDate: '02/09/2025' }, false],
    ['DaysOffRequest', { ...request, status: 'approved' }, false],
    ['NotificationPage', { items: [notification], total: 1 }, true],
    ['NotificationPage', { items: [], total: -1 }, false],
    ['NotificationPage', { items: [], total: 1.5 }, false],
    ['Alert', { id: 7, message: 'Grève' }, true],
  ];
  const SCHEMAS: Record<string, GenericSchema> = {
    UserInfo: UserInfoSchema,
    Notification: NotificationSchema,
    DaysOffRequest: DaysOffRequestSchema,
    NotificationPage: NotificationPageSchema,
    Alert: AlertSchema,
  };
  it.each(SAMPLES)('%s: %j → kept %s by both', (name, value, keeps) => {
    expect(verdicts(name, SCHEMAS[name], value)).toEqual({ jsonSchema: keeps, contract: keeps });
  });

  const operations = Object.values(document.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([key]) => key !== 'servers')
      .map(([, operation]) => operation as Record<string, unknown>),
  );

  it('has one operation per call, the screens’ proposed ones included, each with the bearer scheme where the call carries the token', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(ALL_CALLS).sort());
    expect(Object.keys(SCREEN_CALLS).length).toBeGreaterThan(0);
    for (const operation of operations) {
      const call = ALL_CALLS[String(operation.operationId)];
      expect(operation.security, String(operation.operationId)).toEqual(call.bearer ? [{ bearer: [] }] : []);
    }
  });

  it('marks the calls a screen proposes, and only those, with x-proposed and their screen’s tag', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const operation of operations) {
      const id = String(operation.operationId);
      const screen = screenOfCall(id);
      expect(operation['x-proposed'], id).toBe(screen === null ? undefined : true);
      expect(screen === null, id).toBe(id in CALLS);
      if (screen !== null) {
        expect(operation.tags, id).toEqual([`proposed: ${screen}`]);
        expect(tags.has(`proposed: ${screen}`), id).toBe(true);
        expect(String(operation.description), id).toContain(`docs/screens/${screen}.md`);
        expect(String(operation.summary).length, id).toBeGreaterThan(20);
      }
    }
    const summary = contractDocuments()['calls.md'];
    // A spec call a screen declares because it reads it (My establishment's notification settings) keeps its calls.ts documentation.
    for (const id of Object.keys(SCREEN_CALLS).filter((id) => !(id in CALLS)))
      expect(summary).toMatch(new RegExp(`\\| \`${id}\` \\|[^\\n]*\\| proposed \\(\\[`));
    expect(summary).toMatch(/\| `getNotificationSettings` \|[^\n]*\| decided \|/);
    expect(summary).toMatch(/\| `getUserInfo` \|[^\n]*\| spec \|/);
    expect(summary).toMatch(/\| `getDevices` \|[^\n]*\| decided \|/);
  });

  it('says for every answer of every call what the portal does, and names every schema it refers to', () => {
    for (const operation of operations) {
      const call = ALL_CALLS[String(operation.operationId)];
      const responses = operation.responses as Record<string, { description: string }>;
      expect(Object.keys(responses).sort(), String(operation.operationId)).toEqual([...Object.keys(call.answers), 'default'].sort());
      for (const [status, response] of Object.entries(responses)) expect(response.description.length, `${status}`).toBeGreaterThan(10);
    }
    const text = JSON.stringify(document);
    const refs = new Set([...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map(([, name]) => name));
    expect(refs.size).toBeGreaterThan(10);
    for (const name of refs) expect(document.components.schemas, name).toHaveProperty(name);
  });

  it('carries the spec defaults of the user info', () => {
    const userInfo = document.components.schemas.UserInfo as { properties: Record<string, { default?: unknown }>; required: string[] };
    expect(userInfo.required.sort()).toEqual(['roles', 'userType']);
    expect(userInfo.properties.requireProfileApproval.default).toBe(false);
    for (const field of ['function', 'landlinePhone', 'mobilePhone']) expect(userInfo.properties[field].default, field).toBeNull();
  });
});

describe('the contract', () => {
  it('documents every call, with what the portal does on any other answer', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual(Object.keys(CALLS).sort());
    for (const [id, doc] of Object.entries(CATALOGUE)) expect(doc.portal.other, id).toBeTruthy();
  });

  it('gives the user info the defaults of spec section 3', () => {
    expect(check(UserInfoSchema, { userType: 'client', roles: ['clientUser'], function: null })).toEqual({
      ok: true,
      value: expect.objectContaining({ requireProfileApproval: false, function: null, landlinePhone: null, mobilePhone: null }),
    });
  });

  it('tells a status the call does not list, a missing body and a field that breaks the schema', () => {
    expect(answerProblems(CALLS.getDevices, 200, [{ deviceId: 'd', name: 'n' }])).toEqual([]);
    expect(answerProblems(CALLS.getDevices, 204, undefined)).toEqual([
      'status 204 is not an answer of GET /v1/users/me/devices (200, 401, 503)',
    ]);
    expect(answerProblems(CALLS.getDevices, 200, undefined)).toEqual(['the 200 answer has no body']);
    expect(answerProblems(CALLS.getDevices, 200, [{ deviceId: '', name: 1 }])).toEqual([
      '0.deviceId is "", expected a non-blank text',
      '0.name is 1, expected string',
    ]);
    expect(answerProblems(CALLS.removeDevice, 204, undefined)).toEqual([]);
  });

  it("reads the hub's events with the same notification schema as the lists", () => {
    expect(HUB_EVENTS.SendNotification.arguments[0]).toBe(NotificationSchema);
    expect(check(HUB_EVENTS.SendImportantProcessedNotifications.arguments[0], ['n-1', ' '], 'ids')).toEqual({
      ok: false,
      problems: ['1 is " ", expected a non-blank text'],
    });
  });
});

// Type-level checks: `npm run typecheck` fails when the contract and the machines' own types drift.
type Expect<T extends true> = T;
type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Extends<A, B> = [A] extends [B] ? true : false;
export type SameWords = [
  Expect<Is<Wire.Role, Domain.Role>>,
  Expect<Is<Wire.UserType, Domain.UserType>>,
  Expect<Is<Wire.NotificationType, NotificationType>>,
  Expect<Is<Wire.LogLevel, Domain.LogLevel>>,
  Expect<Is<Wire.DaysOffStatus, Domain.DaysOffRequest['status']>>,
];
/** What the contract reads fits the machines' types. */
export type OutputsFit = [
  Expect<Extends<Wire.UserInfo, Domain.UserInfo>>,
  Expect<Extends<Wire.UserProfile, Domain.UserProfile>>,
  Expect<Extends<Wire.ProfileApproval, Domain.ProfileApproval>>,
  Expect<Extends<Wire.DaysOffRequest, Domain.DaysOffRequest>>,
  Expect<Extends<Wire.RegisteredDevice, Domain.RegisteredDevice>>,
  Expect<Extends<Wire.AgencyFolder, Domain.AgencyFolder>>,
  Expect<Extends<Wire.Alert, Domain.Alert>>,
  // The intake reads a null as absent.
  Expect<Extends<{ [K in keyof Wire.WireNotification]: NonNullable<Wire.WireNotification[K]> }, Domain.AppNotification>>,
];
/** What the portal sends is what the contract declares. */
export type BodiesFit = [
  Expect<Extends<DaysOffDraft, Wire.DaysOffDraft>>,
  Expect<Extends<Domain.LogEntry, Wire.LogEntry>>,
  Expect<Extends<Parameters<Api['registerDevice']>[0], Wire.DeviceRegistration>>,
  Expect<Extends<Parameters<Api['markPopupProcessed']>[0], Wire.ProcessedIdsBody['ids']>>,
];
