// Generated texts and values that hold secrets, for the property tests of the inspector's redaction
// (README "Watching the state machines": tokens, passwords and authorization codes show as
// `[redacted]`). Each generated text comes with what may be shown of it: the same text with every
// secret replaced and everything else left as it was. The kinds are the ones a session holds or an
// error quotes: bearer tokens, JSON web tokens, the OAuth and form parameters that carry a secret,
// and secret keys of a JSON body.
import fc from 'fast-check';

export const SHOWN_SECRET = '[redacted]';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** RFC 6750 b64token, without its padding. */
const TOKEN_CHARS = `${LETTERS}-._~+/`;
const BASE64URL = `${LETTERS}-_`;
/** What a parameter's value may hold in a URL or a form body (percent-encoded elsewhere). */
const PARAM_CHARS = `${LETTERS}-._~+/=%!*`;

const chars = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

/** A piece of text and what may be shown of it. */
export interface Piece {
  text: string;
  shown: string;
  /** The secrets the text holds, none of which may be shown. */
  secrets: string[];
}

/** Whether a text mentions anything shaped like a secret (broader than any rule of the redaction). */
export const mentionsSecret = (text: string) =>
  /bearer|ey[A-Za-z0-9_-]{6}|(code|state|token|password|secret|verifier)\s*=|(token|passw|secret|authori|credential|cookie|verifier|session|nonce|api.?key|private|confirmation)[^"]*"\s*:/i.test(
    text,
  );

/** Words of the portal's errors and URLs that hold no secret. */
const WORDS = [
  'HTTP 500',
  'GET /v1/users/me/info',
  'PUT /v1/users/profile',
  'a répondu',
  'délai dépassé',
  'Authorization',
  'header',
  '/home?tab=contracts&page=2',
  'https://idp.example/authorize?client_id=portal&response_type=code&scope=openid%20profile',
  'expires_in=3600',
  'token_type',
  'code postal 75001',
  'the state of the art',
  '{"message":"Service indisponible","status":503}',
  '{"code":"AG-42","name":"Paris"}',
  'Contrat C-9',
  '😀 ünïcödé',
  '',
];

/** A text that holds no secret: the portal's words, or anything a generator makes that mentions none. */
export const textWithoutSecrets = fc
  .oneof(
    fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((words) => words.join(' ')),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  )
  .filter((text) => !mentionsSecret(text));

/** A JSON web token: header, payload, signature, each base64url; the payload or signature may be empty. */
export const jsonWebToken = fc
  .tuple(chars(BASE64URL, 17, 60), chars(BASE64URL, 0, 120), chars(BASE64URL, 0, 90), fc.boolean(), chars(BASE64URL, 1, 40))
  .map(([header, payload, signature, encrypted, more]) => `eyJ${header}.${payload}.${signature}${encrypted ? `.${more}.${more}` : ''}`);

/** A bearer token of a header, however it is written: opaque (8 characters or more) or a JSON web token. */
const bearerPiece: fc.Arbitrary<Piece> = fc
  .record({
    before: fc.constantFrom('', 'Authorization: ', 'authorization=', "-H 'Authorization: "),
    scheme: fc.constantFrom('Bearer', 'bearer', 'BEARER'),
    // A JSON string escapes the blank: `\t`, `\n`.
    gap: fc.constantFrom(' ', '  ', '\t', '%20', '+', '\\t', '\\n'),
    token: fc.oneof(
      fc.tuple(chars(TOKEN_CHARS, 8, 80), fc.constantFrom('', '=', '==')).map(([token, padding]) => token + padding),
      jsonWebToken,
    ),
  })
  .map(({ before, scheme, gap, token }) => ({
    text: `${before}${scheme}${gap}${token}`,
    shown: `${before}${scheme}${gap}${SHOWN_SECRET}`,
    secrets: [token],
  }));

const tokenPiece: fc.Arbitrary<Piece> = jsonWebToken.map((token) => ({ text: token, shown: SHOWN_SECRET, secrets: [token] }));

/** The parameters that carry a secret in a URL or a form body. */
export const SECRET_PARAMS = [
  'code',
  'state',
  'access_token',
  'id_token',
  'refresh_token',
  'code_verifier',
  'client_secret',
  'password',
  'token',
] as const;

/** Secret parameters, any number, in a URL (query or fragment), a form body or a text quoting them. */
const paramsPiece: fc.Arbitrary<Piece> = fc
  .record({
    lead: fc.constantFrom('', '?', '#', '/success-login?', 'https://idp.example/token?grant_type=authorization_code&', 'body: '),
    params: fc.array(
      fc.record({
        name: fc.constantFrom(...SECRET_PARAMS).chain((name) => fc.constantFrom(name, name.toUpperCase())),
        value: fc.oneof(chars(PARAM_CHARS, 1, 60), jsonWebToken),
      }),
      { minLength: 1, maxLength: 5 },
    ),
  })
  .map(({ lead, params }) => ({
    text: lead + params.map(({ name, value }) => `${name}=${value}`).join('&'),
    shown: lead + params.map(({ name }) => `${name}=${SHOWN_SECRET}`).join('&'),
    secrets: params.map(({ value }) => value),
  }));

/** Keys whose value is a secret in a session's data (OAuth tokens, the client secret, passwords). */
export const SECRET_KEYS = [
  'access_token',
  'id_token',
  'refresh_token',
  'client_secret',
  'code_verifier',
  'password',
  'newPassword',
  'token',
  'Authorization',
  'session_state',
] as const;

/** A JSON body quoted in a text: its secret keys' values hidden, the other keys' shown. */
const jsonPiece: fc.Arbitrary<Piece> = fc
  .array(
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...SECRET_KEYS), fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), fc.integer()))
        .map(([key, value]) => ({ key, value, secret: true })),
      fc
        .tuple(
          fc.constantFrom('expires_in', 'scope', 'message', 'code'),
          fc.oneof(fc.constantFrom('openid profile', 'AG-42', 'refusé'), fc.nat()),
        )
        .map(([key, value]) => ({ key, value, secret: false })),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .chain((entries) => fc.constantFrom('', ' ').map((space) => ({ entries, space })))
  .map(({ entries, space }) => ({
    text: `{${entries.map(({ key, value }) => `"${key}":${space}${JSON.stringify(value)}`).join(',')}}`,
    shown: `{${entries.map(({ key, value, secret }) => `"${key}":${space}${secret ? `"${SHOWN_SECRET}"` : JSON.stringify(value)}`).join(',')}}`,
    secrets: entries.filter(({ secret }) => secret).map(({ value }) => JSON.stringify(value)),
  }));

/** One secret of any kind, in the form it takes in a text. */
export const secretPiece: fc.Arbitrary<Piece> = fc.oneof(bearerPiece, tokenPiece, paramsPiece, jsonPiece);

/** Text around the secrets: none that closes a JSON key (`"…":`), which could pair with a quote of the text before it. */
const fillerPiece: fc.Arbitrary<Piece> = textWithoutSecrets
  .filter((text) => !/"\s*:/.test(text))
  .map((text) => ({ text, shown: text, secrets: [] }));

/** What separates a secret from the text around it: blanks, punctuation, a list, quotes, brackets. */
const SEPARATORS = [' ', '\n', '\t', ', ', '; ', ' | ', "'", ' (', ') ', '<', '>', ' & '];

/** A text made of any number of secrets of every kind among text without secrets, with what may be shown of it. */
export const textWithSecrets: fc.Arbitrary<Piece> = fc
  .array(fc.tuple(fc.oneof(secretPiece, fillerPiece), fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 12 })
  .map((parts) => ({
    text: parts.map(([piece, separator]) => piece.text + separator).join(''),
    shown: parts.map(([piece, separator]) => piece.shown + separator).join(''),
    secrets: parts.flatMap(([piece]) => piece.secrets),
  }));

/** A text of secrets only (no generated filler), for values where a secret must be found whole. */
export const secretsOnly: fc.Arbitrary<Piece> = fc
  .array(fc.tuple(fc.oneof(bearerPiece, tokenPiece, paramsPiece), fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 4 })
  .map((parts) => ({
    text: parts.map(([piece, separator]) => piece.text + separator).join(''),
    shown: parts.map(([piece, separator]) => piece.shown + separator).join(''),
    secrets: parts.flatMap(([piece]) => piece.secrets),
  }));
