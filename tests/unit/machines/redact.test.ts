// What the live inspector may show or export: secrets never, everything else as plain JSON.
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { INSPECTOR_MAX_DEPTH, INSPECTOR_MAX_ITEMS } from '../../../machines/domain/constants';
import { REDACTED, redact } from '../../../machines/inspector/redact';

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
      header: REDACTED,
      other: REDACTED,
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

  it('a key that is a secret but empty stays empty (nothing to hide, and a guard may read it)', () => {
    expect(redact({ token: null, password: false })).toEqual({ token: null, password: false });
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
