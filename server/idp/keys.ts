// Signing keys of the development provider: generated at every start and never written anywhere,
// so tokens from an earlier run are simply invalid after a restart.
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKeys {
  /** Private JWKS handed to the provider. */
  privateJwks: { keys: JWK[] };
  /** The public half, the same set the provider publishes at /jwks; the API verifies with it. */
  publicJwks: { keys: JWK[] };
}

export async function generateSigningKeys(): Promise<SigningKeys> {
  // RS256: the default ID token algorithm of OpenID Connect clients.
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: 'RS256', use: 'sig' };
  return {
    privateJwks: { keys: [{ ...(await exportJWK(privateKey)), ...meta }] },
    publicJwks: { keys: [{ ...(await exportJWK(publicKey)), ...meta }] },
  };
}

/** Cookie-signing keys, fresh per start (old sessions die with the process). */
export function generateCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}
