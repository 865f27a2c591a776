// What the live inspector may show or export: secrets never, everything else as plain JSON.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { INSPECTOR_MAX_DEPTH, INSPECTOR_MAX_ITEMS } from '../../../machines/domain/constants';
import { REDACTED, redact } from '../../../machines/inspector/redact';
import { SECRET_KEYS, SHOWN_SECRET, mentionsSecret, secretsOnly, textWithSecrets, textWithoutSecrets } from '../../support/secrets';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ3b3JrZXIifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('redact', () => {
  it('hides tokens, passwords and secrets by key, at any depth, and keeps the other fields', () => {
    const out = redact({
      user: { access_token: 'abc', id_token: 'def', refresh_token: 'ghi', profile: { name: 'Camille' } },
      form: { newPassword: 'S3cret!', password: 'demo', login: 'worker' },
      headers: { Authorization: 'whatever', 'Device-Unique-Id': 'd-1' },
      clientSecret: 'x',
    });
    expect(out).toEqual({
      user: { access_token: REDACTED, id_token: REDACTED, refresh_token: REDACTED, profile: { name: 'Camille' } },
      form: { newPassword: REDACTED, password: REDACTED, login: 'worker' },
      headers: { Authorization: REDACTED, 'Device-Unique-Id': 'd-1' },
      clientSecret: REDACTED,
    });
  });

  it('keeps settings that merely mention a token (a number of seconds is no secret)', () => {
    expect(redact({ max_id_token_iat_offset_allowed_in_seconds: 300, accessToken: 'x', idToken: 'y' })).toEqual({
      max_id_token_iat_offset_allowed_in_seconds: 300,
      accessToken: REDACTED,
      idToken: REDACTED,
    });
  });

  it('hides JSON web tokens and bearer headers whatever their key', () => {
    expect(redact({ note: JWT, header: `Bearer ${JWT}`, other: 'Bearer abc', text: 'a bearer of news' })).toEqual({
      note: REDACTED,
      header: `Bearer ${REDACTED}`,
      other: `Bearer ${REDACTED}`,
      text: 'a bearer of news',
    });
  });

  it('hides the login callback’s code and state inside URLs and search strings, keeping the rest', () => {
    expect(redact('/success-login?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&iss=http%3A%2F%2Fidp')).toBe(
      `/success-login?code=${REDACTED}&state=${REDACTED}&iss=http%3A%2F%2Fidp`,
    );
    expect(redact('/home?tab=contracts')).toBe('/home?tab=contracts');
  });

  it('hides tokens quoted inside a longer text, and secret parameters of a form body', () => {
    expect(redact(`HTTP 401 for Authorization: Bearer abc.DEF-123_xyz (token ${JWT} expired)`)).toBe(
      `HTTP 401 for Authorization: Bearer ${REDACTED} (token ${REDACTED} expired)`,
    );
    expect(redact('grant_type=authorization_code&code=Q1w2E3&code_verifier=v3r1f13r&client_secret=s3&redirect_uri=/cb')).toBe(
      `grant_type=authorization_code&code=${REDACTED}&code_verifier=${REDACTED}&client_secret=${REDACTED}&redirect_uri=/cb`,
    );
    expect(redact('/cb#access_token=abc&token_type=Bearer&id_token=def')).toBe(
      `/cb#access_token=${REDACTED}&token_type=Bearer&id_token=${REDACTED}`,
    );
    expect(redact({ 'x-api-key': 'k-123', 'Set-Cookie': 'sid=1', code: 'AG-42' })).toEqual({
      'x-api-key': REDACTED,
      'Set-Cookie': REDACTED,
      // An agency folder's code is no secret: only the callback's `code=` parameter is.
      code: 'AG-42',
    });
  });

  it('hides the texts of an event that names a secret, header pairs, and tokens quoted in errors', () => {
    expect(redact({ type: 'PASSWORD.CHANGE', value: 'typed!' })).toEqual({ type: 'PASSWORD.CHANGE', value: REDACTED });
    expect(redact({ type: 'CONFIRMATION.CHANGE', value: 'typed!', length: 6 })).toEqual({
      type: 'CONFIRMATION.CHANGE',
      value: REDACTED,
      length: 6,
    });
    expect(redact({ type: 'FIELD.CHANGE', field: 'mobilePhone', value: '0601020304' })).toEqual({
      type: 'FIELD.CHANGE',
      field: 'mobilePhone',
      value: '0601020304',
    });
    expect(redact({ password: 'a', confirmation: 'a', showProblems: true })).toEqual({
      password: REDACTED,
      confirmation: REDACTED,
      showProblems: true,
    });
    expect(
      redact([
        ['Set-Cookie', 'sid=1; HttpOnly'],
        ['Accept', 'application/json'],
      ]),
    ).toEqual([
      ['Set-Cookie', REDACTED],
      ['Accept', 'application/json'],
    ]);
    expect(redact(new Error('refused: Bearer abcdefgh12345'))).toEqual({ name: 'Error', message: `refused: Bearer ${REDACTED}` });
  });

  it('hides every occurrence of every kind in a text: each bearer token of a retried call, a short token, a parameter after a blank, a JSON body', () => {
    expect(redact('401 for GET /a (Authorization: Bearer abcdefgh12345)\nretried: Authorization: Bearer zyxwvuts98765')).toBe(
      `401 for GET /a (Authorization: Bearer ${REDACTED})\nretried: Authorization: Bearer ${REDACTED}`,
    );
    // An unsigned token of an empty payload: `{"alg":"none"}`, `{}`.
    expect(redact('token eyJhbGciOiJub25lIn0.e30. refused')).toBe(`token ${REDACTED} refused`);
    expect(redact('invalid code=Q1w2E3 (state=af0ifjsldkj, postal_code=75001)')).toBe(
      `invalid code=${REDACTED} (state=${REDACTED}, postal_code=75001)`,
    );
    expect(redact('token endpoint answered {"access_token": "abc", "token_type":"Bearer", "expires_in":3600, "code":"AG-42"}')).toBe(
      `token endpoint answered {"access_token": "${REDACTED}", "token_type":"${REDACTED}", "expires_in":3600, "code":"AG-42"}`,
    );
    expect(redact('"headers":{"authorization":"Bearer\\tabcdefgh12345"}')).toBe(`"headers":{"authorization":"${REDACTED}"}`);
    // A text quoting two headers, JSON-encoded: the second scheme follows an escaped line break (`\nBearer`).
    expect(redact(JSON.stringify('Bearer AAAAAAAA\nBearer AAAAAAAAAAA= '))).toBe(`"Bearer ${REDACTED}\\nBearer ${REDACTED} "`);
    expect(redact('"a\\r\\nBearer abcdefgh12345 \\tbearer zyxwvuts98765"')).toBe(`"a\\r\\nBearer ${REDACTED} \\tbearer ${REDACTED}"`);
    // The same for a parameter: JSON-encoded, `code=` follows an escaped line break (`\ncode=`), once or twice encoded.
    expect(redact(JSON.stringify('error\ncode=AAAAAAAAAAAA&code=A '))).toBe(`"error\\ncode=${REDACTED}&code=${REDACTED} "`);
    // (A value ends where a URL's would: the escape before the closing quote goes with it, never a secret's character.)
    expect(redact(JSON.stringify(JSON.stringify('x\tstate=Q1w2E3')))).toBe(`"\\"x\\\\tstate=${REDACTED}""`);
  });

  it('hides secrets quoted in keys, header names, symbols and error names, and keeps a key named __proto__ a key', () => {
    expect(redact({ [`/cb?code=Q1w2E3`]: 1 })).toEqual({ [`/cb?code=${REDACTED}`]: 1 });
    expect(redact([`Authorization: Bearer abcdefgh12345`, 'x'])).toEqual([`Authorization: Bearer ${REDACTED}`, REDACTED]);
    expect(redact(Symbol(`Bearer abcdefgh12345`))).toBe(`Symbol(Bearer ${REDACTED})`);
    const error = new Error('refused');
    error.name = `TokenError ${JWT}`;
    expect(redact(error)).toEqual({ name: `TokenError ${REDACTED}`, message: 'refused' });
    const shown = redact(JSON.parse('{"__proto__":"x","login":"worker"}')) as Record<string, unknown>;
    expect(Object.keys(shown)).toEqual(['__proto__', 'login']);
    expect(Object.getPrototypeOf(shown)).toBe(Object.prototype);
  });

  it('a key that is a secret but empty stays empty (nothing to hide, and a guard may read it)', () => {
    expect(redact({ token: null, password: false, refresh_token: undefined })).toEqual({
      token: null,
      password: false,
      refresh_token: null,
    });
    expect(redact(undefined)).toBeNull();
  });

  it('names secret keys however they are written, and only those', () => {
    expect(
      redact({
        tokenType: 'Bearer',
        codeVerifier: 'v',
        sessionState: 's',
        apiKey: 'k1',
        api_key: 'k2',
        'api-key': 'k3',
        confirmation: 'typed!',
        emailConfirmation: 'a@b.fr',
        confirmationSent: true,
      }),
    ).toEqual({
      tokenType: REDACTED,
      codeVerifier: REDACTED,
      sessionState: REDACTED,
      apiKey: REDACTED,
      api_key: REDACTED,
      'api-key': REDACTED,
      confirmation: REDACTED,
      emailConfirmation: 'a@b.fr',
      confirmationSent: true,
    });
  });

  it('a header value is hidden whole, however short and with blanks around; a short word after bearer in a sentence is prose', () => {
    expect(redact(' Bearer abc')).toBe(` Bearer ${REDACTED}`);
    expect(redact('Bearer  abc')).toBe(`Bearer  ${REDACTED}`);
    expect(redact('Bearer abc\n')).toBe(`Bearer ${REDACTED}\n`);
    expect(redact('a note about bearer bonds')).toBe('a note about bearer bonds');
    expect(redact('Bearer abc, then more')).toBe('Bearer abc, then more');
    // A JSON string inside a JSON string: the blank escaped twice.
    expect(redact('"{\\"authorization\\":\\"Bearer\\\\tabcdefgh12345\\"}"')).not.toContain('abcdefgh12345');
  });

  it('hides every text of an event that names a secret, at any depth of its payload, cut where the panel cuts', () => {
    expect(redact({ type: 'PASSWORD.CHANGE', value: ['a', { x: 'b', n: 1, ok: true }] })).toEqual({
      type: 'PASSWORD.CHANGE',
      value: [REDACTED, { x: REDACTED, n: 1, ok: true }],
    });
    let deep: unknown = 'bottom';
    for (let level = 0; level < INSPECTOR_MAX_DEPTH + 1; level++) deep = { next: deep };
    let expected: unknown = REDACTED;
    for (let level = 0; level < INSPECTOR_MAX_DEPTH - 1; level++) expected = { next: expected };
    expect(redact({ type: 'PASSWORD.CHANGE', value: deep })).toEqual({ type: 'PASSWORD.CHANGE', value: expected });
    // Only a text type names an event.
    expect(redact({ type: ['tokenExpired'], message: 'shown' })).toEqual({ type: ['tokenExpired'], message: 'shown' });
  });

  it('a list of two that starts with a secret name is a header only when it has a value', () => {
    expect(redact(['Authorization', 'x', 'y'])).toEqual(['Authorization', 'x', 'y']);
    expect(redact(['Authorization', null])).toEqual(['Authorization', null]);
    expect(redact(['Authorization', undefined])).toEqual(['Authorization', null]);
  });

  it('shows an object met twice (not a cycle) both times, and what only looks like an actor as the object it is', () => {
    const shared = { a: 1 };
    expect(redact({ x: shared, y: [shared] })).toEqual({ x: { a: 1 }, y: [{ a: 1 }] });
    const send = function send() {};
    expect(
      redact([
        { sessionId: 's', id: 'x' },
        { sessionId: 's', send },
        { send, id: 'x' },
      ]),
    ).toEqual([
      { sessionId: 's', id: 'x' },
      { sessionId: 's', send: '[function send]' },
      { send: '[function send]', id: 'x' },
    ]);
    expect(redact(10n)).toBe('10');
  });

  it('names a function without a name anonymous', () => {
    expect(redact([() => 1])).toEqual(['[function anonymous]']);
  });

  it('turns actor references, functions, errors and cycles into text', () => {
    const actor = createActor(setup({}).createMachine({ id: 'child' }), { id: 'toaster' });
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(redact({ ref: actor, fn: function navigate() {}, error: new TypeError('offline'), cyclic })).toEqual({
      ref: '[actor toaster]',
      fn: '[function navigate]',
      error: { name: 'TypeError', message: 'offline' },
      cyclic: { name: 'loop', self: '[circular]' },
    });
  });

  it('cuts values exactly at the depth and the length the panel shows', () => {
    const nested = (levels: number, wrap: (inner: unknown) => unknown) => {
      let value: unknown = 'bottom';
      for (let level = 0; level < levels; level++) value = wrap(value);
      return value;
    };
    for (const wrap of [(inner: unknown) => ({ next: inner }), (inner: unknown) => [inner]]) {
      expect(redact(nested(INSPECTOR_MAX_DEPTH, wrap))).toEqual(nested(INSPECTOR_MAX_DEPTH, wrap));
      expect(JSON.stringify(redact(nested(INSPECTOR_MAX_DEPTH + 1, wrap)))).not.toContain('bottom');
    }
    const full = Array.from({ length: INSPECTOR_MAX_ITEMS }, (_, i) => i);
    expect(redact(full)).toEqual(full);
  });

  it('cuts deep values and long lists', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < INSPECTOR_MAX_DEPTH + 2; i++) deep = { next: deep };
    expect(JSON.stringify(redact(deep))).toContain('"…"');
    expect(JSON.stringify(redact(deep))).not.toContain('bottom');
    const list = redact(Array.from({ length: INSPECTOR_MAX_ITEMS + 5 }, (_, i) => i)) as unknown[];
    expect(list).toHaveLength(INSPECTOR_MAX_ITEMS + 1);
    expect(list.at(-1)).toBe('… 5 more');
  });
});

/** A value with secrets planted in it, and those secrets. */
interface Planted {
  value: unknown;
  secrets: string[];
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A secret that only its key, its event or its header says is one: a password, a cookie. */
const plainSecret = fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 12, maxLength: 40 });
const SHOWN_VALUES = ['Camille', 'worker', 'AG-42', '/home?tab=contracts', 42, true, null];

/** One place a secret hides in a payload or a context. */
const plantedLeaf: fc.Arbitrary<Planted> = fc.oneof(
  fc.tuple(fc.constantFrom(...SECRET_KEYS), plainSecret).map(([key, secret]) => ({ value: { [key]: secret }, secrets: [secret] })),
  fc
    .tuple(fc.constantFrom('PASSWORD.CHANGE', 'CONFIRMATION.CHANGE'), plainSecret)
    .map(([type, secret]) => ({ value: { type, value: secret }, secrets: [secret] })),
  fc
    .tuple(fc.constantFrom('Authorization', 'Set-Cookie', 'Cookie', 'X-Api-Key'), plainSecret)
    .map(([name, secret]) => ({ value: [name, secret], secrets: [secret] })),
  secretsOnly.map(({ text, secrets }) => ({ value: text, secrets })),
  secretsOnly.map(({ text, secrets }) => ({ value: new Error(text), secrets })),
  secretsOnly.map(({ text, secrets }) => ({ value: { [text]: 'Camille' }, secrets })),
  fc.constantFrom(...SHOWN_VALUES).map((value) => ({ value, secrets: [] })),
);

/** Secrets anywhere in nested objects and lists, then that whole value at any depth, below or past the depth shown. */
const plantedValue: fc.Arbitrary<Planted> = fc
  .tuple(
    fc.letrec<{ node: Planted }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        plantedLeaf,
        fc
          .array(tie('node'), { maxLength: 4 })
          .map((items) => ({ value: items.map((item) => item.value), secrets: items.flatMap((item) => item.secrets) })),
        fc.array(fc.tuple(fc.constantFrom('user', 'form', 'payload', 'error', 'items'), tie('node')), { maxLength: 4 }).map((entries) => ({
          value: Object.fromEntries(entries.map(([key, item]) => [key, item.value])),
          secrets: entries.flatMap(([, item]) => item.secrets),
        })),
      ),
    })).node,
    fc.nat({ max: INSPECTOR_MAX_DEPTH + 3 }),
    fc.boolean(),
  )
  .map(([planted, depth, inLists]) => {
    let value = planted.value;
    for (let level = 0; level < depth; level++) value = inLists ? [value] : { next: value };
    return { value, secrets: planted.secrets };
  });

/** Whether any of `secrets` shows in what the panel would render (short ones could match anything: those are left to the text property). */
const showsAny = (shown: unknown, secrets: readonly string[]) => {
  const json = JSON.stringify(shown);
  return secrets.filter((secret) => secret.length >= 12 && json.includes(secret));
};

describe('redact, for any text or value with secrets', () => {
  it('shows a text with any number of secrets of each kind with each one replaced, and the rest of it as it was', () => {
    fc.assert(
      fc.property(textWithSecrets, ({ text, shown }) => {
        expect(redact(text)).toBe(shown);
      }),
      { numRuns: 400 },
    );
  });

  it('gives back a text without secrets as it was', () => {
    fc.assert(
      fc.property(textWithoutSecrets, (text) => {
        expect(redact(text)).toBe(text);
      }),
      { numRuns: 400 },
    );
  });

  it('shows none of the secrets of a payload or a context, whatever their depth', () => {
    fc.assert(
      fc.property(plantedValue, ({ value, secrets }) => {
        expect(showsAny(redact(value), secrets)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('shows none of the secrets of a list longer than the panel shows, before or after its cut', () => {
    fc.assert(
      fc.property(fc.array(plantedLeaf, { minLength: INSPECTOR_MAX_ITEMS - 5, maxLength: INSPECTOR_MAX_ITEMS + 10 }), (leaves) => {
        const shown = redact(leaves.map((leaf) => leaf.value));
        expect(
          showsAny(
            shown,
            leaves.flatMap((leaf) => leaf.secrets),
          ),
        ).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('gives back a JSON value without secrets as it was, within the depth and length the panel shows', () => {
    const withoutSecrets = fc.jsonValue({ maxDepth: INSPECTOR_MAX_DEPTH - 1 }).filter((value) => !mentionsSecret(JSON.stringify(value)));
    fc.assert(
      fc.property(withoutSecrets, (value) => {
        expect(redact(value)).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('the secrets a generated text holds are found in it: the properties above have something to hide', () => {
    fc.assert(
      fc.property(textWithSecrets, ({ text, shown, secrets }) => {
        for (const secret of secrets) expect(text).toContain(secret);
        if (secrets.length) expect(shown).toContain(SHOWN_SECRET);
      }),
      { numRuns: 100 },
    );
  });
});
