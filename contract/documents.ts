// The documents for a backend team, written from the contract by `npm run contract` into docs/api/:
// an OpenAPI 3.1 document of the calls, the hub's events as JSON Schema, and a one-page summary.
// A test fails when the committed files differ from what this module writes.
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { ALL_CALLS, screenOfCall } from './allCalls.ts';
import { CALLS_BY_SCREEN } from './screens/screens.ts';
import { CALLS, isBinaryAnswer, type Call, type CallId } from './calls.ts';
import {
  CATALOGUE,
  GLOBAL_ANSWERS,
  HUB_DOCUMENTATION,
  proposedCallDocumentation,
  REQUEST_HEADERS,
  type CallDocumentation,
} from './catalogue.ts';
import { HUB_EVENTS, HUB_PATH, type HubEventTarget } from './hub.ts';
import * as wire from './wire.ts';

/** Named schemas: each appears once in the documents and is referenced by name. */
const NAMED: Record<string, GenericSchema> = {
  UserInfo: wire.UserInfoSchema,
  UserProfile: wire.UserProfileSchema,
  ProfileApproval: wire.ProfileApprovalSchema,
  DaysOffRequest: wire.DaysOffRequestSchema,
  RegisteredDevice: wire.RegisteredDeviceSchema,
  DeviceStatus: wire.DeviceStatusSchema,
  BlockedCategories: wire.BlockedCategoriesSchema,
  Notification: wire.NotificationSchema,
  NotificationData: wire.NotificationDataSchema,
  NotificationPage: wire.NotificationPageSchema,
  AgencyFolder: wire.AgencyFolderSchema,
  Alert: wire.AlertSchema,
  ErrorBody: wire.ErrorBodySchema,
  NegotiateAnswer: wire.NegotiateAnswerSchema,
  ProfileUpdate: wire.ProfileUpdateSchema,
  DaysOffDraft: wire.DaysOffDraftSchema,
  DeviceRegistration: wire.DeviceRegistrationSchema,
  DeviceRename: wire.DeviceRenameSchema,
  PasswordChange: wire.PasswordChangeSchema,
  ProcessedIdsBody: wire.ProcessedIdsBodySchema,
  LogEntry: wire.LogEntrySchema,
  ProcessedIds: wire.ProcessedIdsSchema,
};

function config(refBase: string): ConversionConfig {
  return {
    target: 'draft-2020-12',
    // A pipe is written from its last schema: the data's record after its not-a-list check, which
    // JSON Schema's `type: object` already says.
    typeMode: 'output',
    definitions: NAMED,
    // JSON numbers are finite by definition.
    ignoreActions: ['finite'],
    overrideRef: ({ referenceId }) => `${refBase}${referenceId}`,
  };
}

type Schema = JsonSchema & Record<string, unknown>;

/**
 * An example of a schema: its own first one, else one made of its parts' (an object of its fields'
 * examples, a list of its item's), so an example is written once, on the field, and every shape
 * that holds the field shows it. undefined when a required part has none (the test names it).
 */
function exampleOf(schema: Schema, named: Readonly<Record<string, Schema>>): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (typeof schema.$ref === 'string') {
    const target = named[schema.$ref.split('/').pop()!];
    return target ? exampleOf(target, named) : undefined;
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) {
    for (const branch of schema.anyOf as Schema[]) {
      const example = exampleOf(branch, named);
      if (example !== undefined) return example;
    }
    return undefined;
  }
  if (schema.type === 'null') return null;
  if (schema.type === 'array') {
    if (Array.isArray(schema.prefixItems)) {
      const items = (schema.prefixItems as Schema[]).map((item) => exampleOf(item, named));
      return items.includes(undefined) ? undefined : items;
    }
    const item = schema.items && typeof schema.items === 'object' ? exampleOf(schema.items as Schema, named) : undefined;
    return item === undefined ? undefined : [item];
  }
  if (schema.type === 'object' && schema.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const example: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema.properties as Record<string, Schema>)) {
      const value = exampleOf(field, named);
      if (value !== undefined) example[name] = value;
      else if (required.has(name)) return undefined;
    }
    return example;
  }
  return undefined;
}

/** The schema with `examples` when it has none of its own and its parts give one. */
function withExample(schema: Schema, named: Readonly<Record<string, Schema>>): Schema {
  if (schema.examples !== undefined || typeof schema.$ref === 'string') return schema;
  const example = exampleOf(schema, named);
  return example === undefined ? schema : ({ ...schema, examples: [example] } as Schema);
}

const namedCache = new Map<string, Record<string, Schema>>();
function namedSchemas(refBase: string): Record<string, Schema> {
  let defs = namedCache.get(refBase);
  if (!defs) {
    const plain = toJsonSchemaDefs(NAMED, config(refBase)) as Record<string, Schema>;
    defs = Object.fromEntries(Object.entries(plain).map(([name, schema]) => [name, withExample(schema, plain)]));
    namedCache.set(refBase, defs);
  }
  return defs;
}

const OPENAPI_REFS = '#/components/schemas/';

/** One schema where it is used: the named ones are referenced, not repeated with it. */
function schemaOf(schema: GenericSchema, refs = OPENAPI_REFS): Schema {
  const { $schema: _dialect, $defs: _named, ...own } = toJsonSchema(schema, config(refs)) as Schema;
  return withExample(own as Schema, namedSchemas(refs));
}

function parameters(call: Call) {
  const inPath = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    // A parameter the declaration does not describe goes out without words: tests/unit/apiDescriptions names it.
    ...(call.parameters?.[name] && { description: call.parameters[name].description }),
    schema: { type: 'string', ...(call.parameters?.[name] && { examples: [call.parameters[name].example] }) },
  }));
  const query = call.query ? (schemaOf(call.query) as { properties: Record<string, Schema>; required?: string[] }) : null;
  const inQuery = query
    ? Object.entries(query.properties).map(([name, { description, ...schema }]) => ({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        // The field's words are the parameter's: OpenAPI tools show a parameter's own description.
        ...(typeof description === 'string' && { description }),
        schema,
      }))
    : [];
  const negotiate =
    call === CALLS.negotiateHub
      ? [
          {
            name: 'negotiateVersion',
            in: 'query',
            required: true,
            description: 'The SignalR negotiate protocol version the client speaks: always 1.',
            schema: { const: 1, examples: [1] },
          },
        ]
      : [];
  return [
    ...inPath,
    ...inQuery,
    ...negotiate,
    { $ref: '#/components/parameters/DeviceUniqueId' },
    { $ref: '#/components/parameters/AccessControlAllowOrigin' },
  ];
}

/** Where a call comes from: the spec, a decision of the shared design, or a screen's proposal. */
export function originOf(id: string): 'spec' | 'decided' | 'proposed' {
  if (screenOfCall(id) !== null) return 'proposed';
  return documentationOf(id).source.startsWith('spec') ? 'spec' : 'decided';
}

/** A call's documentation: the catalogue's for the spec's calls, its family's for a proposed one. */
export function documentationOf(id: string): CallDocumentation {
  const screen = screenOfCall(id);
  return screen === null ? CATALOGUE[id as CallId] : proposedCallDocumentation(screen, id, ALL_CALLS[id]);
}

function answerText(id: string, status: number): string {
  const portal = documentationOf(id).portal;
  const said = portal[status];
  if (said) return said;
  if (status === 401 || status === 503) return GLOBAL_ANSWERS[status];
  if (status === 400) return `A body or query the backend refuses. The portal: ${portal.other}`;
  return portal.other ?? '';
}

function operation(id: string, call: Call) {
  const doc = documentationOf(id);
  const screen = screenOfCall(id);
  const responses: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(call.answers)) {
    const description = answerText(id, Number(status));
    responses[status] =
      body === null
        ? { description: `${description} No body (a body sent anyway is not read; an HTML page is a failure).` }
        : isBinaryAnswer(body)
          ? {
              description: `${description} The file's bytes, \`Content-Type: ${body.mediaType}\` (a PDF starts with \`%PDF-\` and ends with \`%%EOF\`).`,
              content: { [body.mediaType]: { schema: { type: 'string', format: 'binary' } } },
            }
          : {
              description,
              content: {
                'application/json': {
                  schema: schemaOf(body),
                  ...(doc.examples?.[Number(status)] && { examples: doc.examples[Number(status)] }),
                },
              },
            };
  }
  responses.default = { description: `Any other answer, no answer, an HTML page or a body that breaks this contract: ${doc.portal.other}` };
  return {
    operationId: id,
    summary: doc.summary,
    description: `Source: ${doc.source}.`,
    // Proposed calls carry the extension and their screen's tag: a backend team tells them apart.
    ...(screen !== null && { 'x-proposed': true }),
    // Where every call comes from, in one word a backend team can filter on (calls.md's "from").
    'x-origin': originOf(id),
    tags: [
      screen !== null
        ? `proposed: ${screen}`
        : call.base === 'alertsApi'
          ? 'alerts API'
          : call.path.split('/')[2] === 'users'
            ? 'users'
            : (call.path.split('/')[2] ?? 'hub'),
    ],
    security: call.bearer ? [{ bearer: [] }] : [],
    parameters: parameters(call),
    ...(call.body && { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(call.body) } } } }),
    responses,
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, call] of Object.entries(ALL_CALLS)) {
    const item = (paths[call.path] ??= {});
    if (call.base === 'alertsApi')
      item.servers = [{ url: '{alertsApiUrl}', variables: { alertsApiUrl: { default: 'https://alerts.example' } } }];
    item[call.method.toLowerCase()] = operation(id, call);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Staffing portal: what it expects of its backend',
      version: '1',
      description: [
        'Written by `npm run contract` from the portal’s contract (contract/ in the portal’s repository); do not edit.',
        'Every call is under `settings.backApiUrl` (`{backApiUrl}`), except the alerts, under `settings.alertsApiUrl`.',
        `Request headers: ${Object.values(REQUEST_HEADERS).join(' ')}`,
        `On every call unless the call says otherwise: 401 → ${GLOBAL_ANSWERS[401]} 503 → ${GLOBAL_ANSWERS[503]}`,
        'Error answers are read as ErrorBody: a `Message` (or `message`) text where the portal shows one; an error answer without a body (ASP.NET Core’s default 401 and 403) is read too, with the portal’s own text. Any 2xx counts as success; the statuses listed are the ones the portal tells apart.',
        `The notification hub is at \`{backApiUrl}${HUB_PATH}\` (SignalR, JSON protocol); its server events are in asyncapi.json (AsyncAPI 3.0).`,
        'Every operation says where it comes from in `x-origin`: `spec` (a call the spec lists), `decided` (one the shared design decided, docs/decisions.md) or `proposed` (one the portal proposes for a screen the spec does not describe; also marked `x-proposed: true` and tagged `proposed: <screen>`; its screen contract is docs/screens/<screen>.md).',
      ].join('\n\n'),
    },
    servers: [{ url: '{backApiUrl}', variables: { backApiUrl: { default: 'https://api.example/api' } } }],
    tags: [
      { name: 'users' },
      { name: 'notifications' },
      { name: 'agency-folders' },
      { name: 'logs' },
      { name: 'hub' },
      { name: 'alerts API' },
      ...Object.keys(CALLS_BY_SCREEN).map((screen) => ({
        name: `proposed: ${screen}`,
        description: `Proposed by the portal for the screen \`${screen}\` (docs/screens/${screen}.md); the spec does not list these calls.`,
      })),
    ],
    paths,
    components: {
      schemas: namedSchemas(OPENAPI_REFS),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token oidc-client-ts holds for the signed-in user (settings/clientconfiguration.json names the identity provider).',
        },
      },
      parameters: {
        DeviceUniqueId: {
          name: 'Device-Unique-Id',
          in: 'header',
          required: false,
          description: REQUEST_HEADERS.deviceId,
          schema: { type: 'string', examples: ['kiosk-lyon-01'] },
        },
        AccessControlAllowOrigin: {
          name: 'Access-Control-Allow-Origin',
          in: 'header',
          required: false,
          description: REQUEST_HEADERS.accessControlAllowOrigin,
          schema: { const: '*', examples: ['*'] },
        },
      },
    },
  };
}

const pick = (schemas: Record<string, JsonSchema>, names: string[]) => Object.fromEntries(names.map((name) => [name, schemas[name]]));

/** The SignalR invocation a target's message is (JSON protocol, record type 1), its arguments as listed. */
const invocationOf = (target: HubEventTarget, refs: string) => ({
  type: 'object',
  required: ['type', 'target', 'arguments'],
  properties: {
    type: { const: 1, description: 'SignalR message type 1: an invocation.' },
    target: { const: target, description: 'The method the portal’s connection listens to.' },
    arguments: {
      description: `The invocation's arguments: exactly ${HUB_EVENTS[target].arguments.length}, as listed; more, fewer or another shape is logged and dropped.`,
      type: 'array',
      prefixItems: HUB_EVENTS[target].arguments.map((argument) => schemaOf(argument, refs)),
      minItems: HUB_EVENTS[target].arguments.length,
      items: false,
    },
    invocationId: { type: 'string', description: 'Absent: the server expects no completion (SignalR’s non-blocking invocation).' },
  },
});

/**
 * The hub as an AsyncAPI 3.0 document: one channel at the hub's path, a message per server event
 * (the SignalR invocation that carries it), what the portal receives on it; the payloads are JSON
 * Schema 2020-12, as in openapi.json.
 */
export function hubAsyncApiDocument() {
  const refs = '#/components/schemas/';
  const targets = Object.keys(HUB_EVENTS) as HubEventTarget[];
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Staffing portal: the notification hub',
      version: '1.0.0',
      description: [
        'Written by `npm run contract` from the portal’s contract (contract/ in the portal’s repository); do not edit.',
        `The hub is a SignalR endpoint at \`{backApiUrl}${HUB_PATH}\` (JSON protocol). The portal negotiates with \`POST {backApiUrl}${HUB_PATH}/negotiate?negotiateVersion=1&useStatefulReconnect=true\` and its bearer token (openapi.json, negotiateHub), then connects with WebSockets (the token as \`?access_token=\`, since a browser cannot set headers on a WebSocket), or Server-Sent Events or long polling where the hub offers them. It sends nothing but SignalR’s own handshake and pings: every message here is one the server sends.`,
        'An invocation whose target is not one of these, or whose arguments break their schema, is logged and dropped by the portal.',
      ].join('\n\n'),
    },
    defaultContentType: 'application/json',
    servers: {
      backend: {
        host: '{host}',
        pathname: '{basePath}',
        protocol: 'wss',
        description: 'The host and path of `settings.backApiUrl`.',
        variables: {
          host: { default: 'api.example', description: 'The host (and port) of `settings.backApiUrl`.' },
          basePath: { default: '/api', description: 'The path of `settings.backApiUrl`.' },
        },
        security: [{ $ref: '#/components/securitySchemes/accessToken' }],
      },
    },
    channels: {
      notifications: {
        address: HUB_PATH,
        title: 'The notification hub',
        description: 'One connection per signed-in tab, for the user the token names.',
        messages: Object.fromEntries(targets.map((target) => [target, { $ref: `#/components/messages/${target}` }])),
      },
    },
    operations: Object.fromEntries(
      targets.map((target) => [
        `receive${target}`,
        {
          action: 'receive',
          channel: { $ref: '#/channels/notifications' },
          summary: HUB_DOCUMENTATION[target],
          messages: [{ $ref: `#/channels/notifications/messages/${target}` }],
        },
      ]),
    ),
    components: {
      messages: Object.fromEntries(
        targets.map((target) => [
          target,
          {
            name: target,
            title: target,
            summary: HUB_DOCUMENTATION[target],
            payload: { schemaFormat: 'application/schema+json;version=draft-2020-12', schema: invocationOf(target, refs) },
          },
        ]),
      ),
      schemas: pick(namedSchemas(refs), ['Notification', 'NotificationData', 'ProcessedIds']),
      securitySchemes: {
        accessToken: {
          type: 'httpApiKey',
          name: 'access_token',
          in: 'query',
          description: 'The bearer token of the negotiate, on the connection’s URL (a browser cannot set headers on a WebSocket).',
        },
      },
    },
  };
}

/** A one-page summary of the calls, for reading without an OpenAPI viewer. */
export function callsSummary(): string {
  const rows = Object.entries(ALL_CALLS).map(([id, call]) => {
    const base = call.base === 'alertsApi' ? '{alertsApiUrl}' : '{backApiUrl}';
    const answers = Object.keys(call.answers).join(', ');
    const screen = screenOfCall(id);
    const from = screen !== null ? `proposed ([${screen}](../screens/${screen}.md))` : originOf(id);
    return `| \`${id}\` | \`${call.method} ${base}${call.path}\` | ${from} | ${call.bearer ? 'yes' : 'no'} | ${answers} | ${documentationOf(id).summary} |`;
  });
  return [
    '<!-- Written by `npm run contract` from contract/; do not edit. -->',
    '# The calls the portal makes to its backend',
    '',
    'The full contract (bodies, answers, what the portal does on each) is `openapi.json` (OpenAPI 3.1) and',
    '`asyncapi.json` (the hub’s server events, AsyncAPI 3.0). How to use them: `README.md`.',
    '',
    'From: *spec*, a call the spec lists; *decided*, one the shared design decided (docs/decisions.md); *proposed*, one the portal proposes for a screen the spec does not describe (its screen contract is linked).',
    '',
    '| call | method and path | from | bearer | answers the portal tells apart | what for |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Request headers',
    '',
    ...Object.values(REQUEST_HEADERS).map((line) => `- ${line}`),
    '',
    '## On every call (unless the call says otherwise)',
    '',
    `- 401: ${GLOBAL_ANSWERS[401]}`,
    `- 503: ${GLOBAL_ANSWERS[503]}`,
    '',
    '## Hub events',
    '',
    ...Object.entries(HUB_DOCUMENTATION).map(([target, text]) => `- \`${target}\`: ${text}`),
    '',
  ].join('\n');
}

/** The files of docs/api/ this module writes, by name. */
export function contractDocuments(): Record<string, string> {
  return {
    'openapi.json': `${JSON.stringify(openApiDocument(), null, 2)}\n`,
    'asyncapi.json': `${JSON.stringify(hubAsyncApiDocument(), null, 2)}\n`,
    'calls.md': callsSummary(),
  };
}
