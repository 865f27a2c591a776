// docs/api/ is read by a backend team: every field, parameter and answer of the OpenAPI document
// says what it is (a description), every schema shows one (an example), and the examples keep to
// their schemas, both as JSON Schema and as the contract's valibot schema. The documents are written
// from contract/ as it is (calls.ts and every contract/screens/*.ts), so a screen added with an
// undescribed field fails here, naming it. The figures of the portal's forms the descriptions state
// are the machines' own.
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { object, string } from 'valibot';
import { ALL_CALLS, screenOfCall } from '../../contract/allCalls';
import { call, type CallId } from '../../contract/calls';
import { CATALOGUE } from '../../contract/catalogue';
import { check } from '../../contract/check';
import { CALLS_BY_SCREEN } from '../../contract/screens/screens';
import { hubAsyncApiDocument, openApiDocument } from '../../contract/documents';
import { PORTAL_LIMITS } from '../../contract/wire';
import { PASSWORD_MIN_LENGTH } from '../../machines/domain/passwordRules';
import { PROFILE_FIELD_MAX_LENGTH } from '../../machines/domain/profileForm';
import { DAYS_OFF_REASON_MAX_LENGTH } from '../../machines/domain/daysOff';
import { DEVICE_NAME_MAX_LENGTH } from '../../machines/deviceRegistration/deviceRegistration.machine';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const said = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

interface Findings {
  fields: string[];
  parameters: string[];
  answers: string[];
  /** Where something is missing: `<where>: no description` / `no example`. */
  missing: string[];
}

/** The component a `$ref` names, in `components.schemas`. */
const target = (schemas: Json, ref: unknown) =>
  typeof ref === 'string' ? (schemas[ref.split('/').pop()!] as Json | undefined) : undefined;

/** Every property of every object schema in `schema` (items, unions and nested objects included). */
function walkFields(schema: unknown, where: string, schemas: Json, found: Findings): void {
  if (!isObject(schema)) return;
  if (isObject(schema.properties)) {
    for (const [name, field] of Object.entries(schema.properties)) {
      const at = `${where}.${name}`;
      found.fields.push(at);
      const described = isObject(field) && (said(field.description) || said(target(schemas, field.$ref)?.description));
      if (!described) found.missing.push(`${at}: no description`);
      walkFields(field, at, schemas, found);
    }
  }
  if (isObject(schema.items)) walkFields(schema.items, `${where}[]`, schemas, found);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'])
    if (Array.isArray(schema[key]))
      (schema[key] as unknown[]).forEach((branch, index) => walkFields(branch, `${where}.${key}[${index}]`, schemas, found));
  if (isObject(schema.additionalProperties)) walkFields(schema.additionalProperties, `${where}{}`, schemas, found);
}

/** A schema shows an example: its own, or the one of the component it refers to. */
function hasExample(schema: unknown, schemas: Json): boolean {
  if (!isObject(schema)) return false;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return true;
  const referred = target(schemas, schema.$ref);
  return referred !== undefined && hasExample(referred, schemas);
}

/** What the OpenAPI document `document` describes, and what it leaves undescribed or without example. */
export function undocumented(document: Json): Findings {
  const found: Findings = { fields: [], parameters: [], answers: [], missing: [] };
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Json;
  const sharedParameters = (components.parameters ?? {}) as Json;
  const needsExample = (schema: unknown, where: string) => {
    if (!hasExample(schema, schemas)) found.missing.push(`${where}: no example`);
  };
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema) || !said(schema.description)) found.missing.push(`components.schemas.${name}: no description`);
    needsExample(schema, `components.schemas.${name}`);
    walkFields(schema, `components.schemas.${name}`, schemas, found);
  }
  for (const [path, item] of Object.entries((document.paths ?? {}) as Json)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const call = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        const own = typeof parameter.$ref === 'string' ? (sharedParameters[parameter.$ref.split('/').pop()!] as Json) : parameter;
        const at = `${call} ${own.in} parameter ${own.name}`;
        found.parameters.push(at);
        if (!said(own.description)) found.missing.push(`${at}: no description`);
        if (own.example === undefined) needsExample(own.schema, at);
        walkFields(own.schema, at, schemas, found);
      }
      const body = (operation.requestBody as Json | undefined)?.content as Json | undefined;
      for (const [type, media] of Object.entries(body ?? {})) {
        const schema = (media as Json).schema;
        if (type === 'application/json') needsExample(schema, `${call} request body`);
        walkFields(schema, `${call} request body`, schemas, found);
      }
      for (const [status, answer] of Object.entries(operation.responses as Json)) {
        const at = `${call} answer ${status}`;
        found.answers.push(at);
        if (!isObject(answer) || !said(answer.description)) found.missing.push(`${at}: no description`);
        for (const [type, media] of Object.entries(((answer as Json).content ?? {}) as Json)) {
          const schema = (media as Json).schema;
          if (type === 'application/json') needsExample(schema, at);
          walkFields(schema, at, schemas, found);
        }
      }
    }
  }
  return found;
}

describe('docs/api/openapi.json describes everything a backend team builds', () => {
  const document = openApiDocument() as unknown as Json;
  const found = undocumented(document);

  it('gives every field, parameter and answer a description and every schema an example', () => {
    expect(found.missing).toEqual([]);
    // The document is the contract's: what it walked is every call's.
    expect(found.answers.length).toBeGreaterThanOrEqual(
      Object.values(ALL_CALLS).reduce((n, c) => n + Object.keys(c.answers).length + 1, 0),
    );
    expect(found.fields.length).toBeGreaterThan(500);
    expect(found.parameters.length).toBeGreaterThan(150);
  });

  it('names a screen’s undescribed field, path parameter, query and answer without example', () => {
    const bare = call({
      method: 'GET',
      path: '/v1/things/{thingId}',
      query: object({ colour: string() }),
      answers: { 200: object({ id: string(), label: string() }) },
      proposed: true,
      summary: 'A thing.',
    });
    // A screen declared as a new contract/screens/things.ts would be: its calls in both lists.
    Object.assign(ALL_CALLS as Record<string, unknown>, { getThing: bare });
    Object.assign(CALLS_BY_SCREEN as Record<string, unknown>, { things: { getThing: bare } });
    try {
      const missing = undocumented(openApiDocument() as unknown as Json).missing;
      expect(missing).toEqual(
        expect.arrayContaining([
          'GET /v1/things/{thingId} path parameter thingId: no description',
          'GET /v1/things/{thingId} path parameter thingId: no example',
          'GET /v1/things/{thingId} query parameter colour: no description',
          'GET /v1/things/{thingId} answer 200.id: no description',
          'GET /v1/things/{thingId} answer 200.label: no description',
          'GET /v1/things/{thingId} answer 200: no example',
        ]),
      );
    } finally {
      delete (ALL_CALLS as Record<string, unknown>).getThing;
      delete (CALLS_BY_SCREEN as Record<string, unknown>).things;
    }
  });

  it('shows examples that keep to their schemas', () => {
    const ajv = addFormats(new Ajv2020({ strict: false }));
    const bundle = { components: { schemas: (document.components as Json).schemas } };
    const problems: string[] = [];
    const checkExamples = (schema: Json, where: string) => {
      const examples = (schema.examples ??
        (target(bundle.components.schemas as Json, schema.$ref)?.examples as unknown[] | undefined) ??
        []) as unknown[];
      const validate = ajv.compile({ ...bundle, ...schema });
      examples.forEach((example, index) => {
        if (!validate(example)) problems.push(`${where} example ${index}: ${ajv.errorsText(validate.errors)}`);
      });
    };
    for (const [name, schema] of Object.entries(bundle.components.schemas as Json))
      checkExamples(schema as Json, `components.schemas.${name}`);
    for (const [path, item] of Object.entries(document.paths as Json))
      for (const [method, operation] of Object.entries(item as Json)) {
        if (!isObject(operation) || !isObject(operation.responses)) continue;
        for (const [status, answer] of Object.entries(operation.responses)) {
          const schema = (((answer as Json).content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as
            Json | undefined;
          if (schema) checkExamples(schema, `${method.toUpperCase()} ${path} answer ${status}`);
        }
        const body = (((operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined)
          ?.schema;
        if (body) checkExamples(body as Json, `${method.toUpperCase()} ${path} request body`);
      }
    expect(problems).toEqual([]);
  });

  it('shows answers’ examples the portal reads as they are (the contract’s valibot schemas agree)', () => {
    const problems: string[] = [];
    for (const [id, declared] of Object.entries(ALL_CALLS)) {
      const path = (document.paths as Json)[declared.path] as Json;
      const operation = path[declared.method.toLowerCase()] as Json;
      for (const [status, schema] of Object.entries(declared.answers)) {
        if (!schema || !('~run' in schema) || Number(status) >= 300) continue;
        const written = ((((operation.responses as Json)[status] as Json).content as Json)['application/json'] as Json).schema as Json;
        const example =
          (written.examples as unknown[] | undefined)?.[0] ??
          (target((document.components as Json).schemas as Json, written.$ref)?.examples as unknown[])?.[0];
        const checked = check(schema, example);
        if (!checked.ok) problems.push(`${id} ${status}: ${checked.problems.join('; ')}`);
        // Named examples (a mock serves one by name): each one too.
        const named = (((operation.responses as Json)[status] as Json).content as Json)['application/json'] as Json;
        for (const [name, { value }] of Object.entries((named.examples ?? {}) as Record<string, { value: unknown }>)) {
          const read = check(schema, value);
          if (!read.ok) problems.push(`${id} ${status} example ${name}: ${read.problems.join('; ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names a user info example per user type, as the portal reads it', () => {
    const info = ((document.paths as Json)['/v1/users/me/info'] as Json).get as Json;
    const named = ((((info.responses as Json)['200'] as Json).content as Json)['application/json'] as Json).examples as Record<
      string,
      { value: { userType: string } }
    >;
    expect(Object.fromEntries(Object.entries(named).map(([name, { value }]) => [name, value.userType]))).toEqual({
      worker: 'worker',
      client: 'client',
      internal: 'internalUser',
    });
  });

  it('says of every call whether the spec lists it, the shared design decided it or a screen proposes it', () => {
    const origins: Record<string, string> = {};
    for (const item of Object.values(document.paths as Json))
      for (const operation of Object.values(item as Json))
        if (isObject(operation) && typeof operation.operationId === 'string')
          origins[operation.operationId] = String(operation['x-origin']);
    expect(Object.keys(origins).sort()).toEqual(Object.keys(ALL_CALLS).sort());
    for (const [id, origin] of Object.entries(origins))
      expect(origin, id).toBe(
        screenOfCall(id) !== null ? 'proposed' : CATALOGUE[id as CallId].source.startsWith('spec') ? 'spec' : 'decided',
      );
    expect(origins.getUserInfo).toBe('spec');
    expect(origins.getDeviceStatus).toBe('decided');
    expect(origins.getJobOffers).toBe('proposed');
  });

  it('describes the hub’s payloads too (asyncapi.json)', () => {
    const hub = hubAsyncApiDocument() as unknown as Json;
    const schemas = (hub.components as Json).schemas as Json;
    const missing = undocumented({ components: { schemas } }).missing;
    const messages = (hub.components as Json).messages as Json;
    const inMessages: Findings = { fields: [], parameters: [], answers: [], missing: [] };
    for (const [name, message] of Object.entries(messages))
      walkFields(((message as Json).payload as Json).schema, `message ${name}`, schemas, inMessages);
    expect([...missing, ...inMessages.missing]).toEqual([]);
  });
});

describe('the figures the descriptions state are the portal’s', () => {
  const document = openApiDocument() as unknown as Json;
  const schemas = (document.components as Json).schemas as Record<string, { properties: Record<string, { description: string }> }>;

  it('are the machines’ constants', () => {
    expect(PORTAL_LIMITS).toEqual({
      passwordMinLength: PASSWORD_MIN_LENGTH,
      profileFieldMaxLength: PROFILE_FIELD_MAX_LENGTH,
      daysOffReasonMaxLength: DAYS_OFF_REASON_MAX_LENGTH,
      deviceNameMaxLength: DEVICE_NAME_MAX_LENGTH,
    });
  });

  it('are said where a backend engineer reads them', () => {
    expect(schemas.PasswordChange.properties.newPassword.description).toContain(`at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(schemas.DaysOffDraft.properties.reason.description).toContain(`at most ${DAYS_OFF_REASON_MAX_LENGTH} characters`);
    expect(schemas.ProfileUpdate.properties.firstName.description).toContain(`at most ${PROFILE_FIELD_MAX_LENGTH} characters`);
    expect(schemas.DeviceRename.properties.name.description).toContain(`1 to ${DEVICE_NAME_MAX_LENGTH} characters`);
    expect(schemas.Notification.properties.createdAt.description).toMatch(/ISO 8601.*Without an offset it is read as UTC/);
    expect(schemas.DeviceStatus.properties.registered.description).toMatch(/200 `\{"registered": false\}`, never 404/);
    expect(schemas.UserInfo.properties.roles.description).toMatch(/unknown role refuses the WHOLE answer/);
    expect(schemas.DaysOffRequest.properties.status.description).toMatch(/Another value refuses the WHOLE list/);
    const deviceInPath = ((document.paths as Json)['/v1/users/me/devices/{deviceId}'] as Json).get as { parameters: Json[] };
    expect(deviceInPath.parameters.find((p) => p.name === 'deviceId')?.description).toMatch(/not from the `Device-Unique-Id` header/);
  });
});
