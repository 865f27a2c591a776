// Bearer checks of the API and the hub: a JWT access token signed by the provider (its published
// key set), for the API audience, not expired. Anything else is a 401.
import type { IncomingMessage } from 'node:http';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { HttpError } from '../http-utils.ts';

export interface TokenCheckOptions {
  issuer: string;
  audience: string;
  publicJwks: { keys: JWK[] };
}

/** Resolves to the token's subject (the demo login). */
export type TokenCheck = (token: string | undefined) => Promise<string>;

export function createTokenCheck({ issuer, audience, publicJwks }: TokenCheckOptions): TokenCheck {
  const keys = createLocalJWKSet(publicJwks);
  return async (token) => {
    if (!token) throw new HttpError(401, 'Missing bearer token');
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
      return payload.sub;
    } catch {
      throw new HttpError(401, 'Invalid or expired bearer token');
    }
  };
}

/** The bearer token of a request: the Authorization header, or (hub only, where browsers cannot
 * set headers on a WebSocket) the `access_token` query parameter. */
export function bearerToken(req: IncomingMessage, url: URL, { allowQuery = false } = {}): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1] : undefined;
  }
  return allowQuery ? (url.searchParams.get('access_token') ?? undefined) : undefined;
}
