// The local stack in one call: the identity provider on one port; the API, alerts API, hub and
// control API on another. Port 0 picks a free port (tests). `close()` releases every handle.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HUB_PATH } from '../contract/hub.ts';
import { createTokenCheck } from './api/auth.ts';
import { createApiHandler } from './api/handler.ts';
import {
  API_PREFIX,
  backApiUrl,
  CONTROL_PREFIX,
  DEFAULT_IDP_PORT,
  DEFAULT_PORTAL_PORT,
  DEFAULT_STACK_PORT,
  HOST,
  urlOf,
} from './config.ts';
import { createControlHandler } from './control.ts';
import { Faults } from './faults.ts';
import { sendError } from './http-utils.ts';
import { NotificationHub } from './hub/hub.ts';
import { createSignatureProvider } from './signature/provider.ts';
import { createInteractionHandler } from './idp/interactions.ts';
import { generateSigningKeys } from './idp/keys.ts';
import { createProvider } from './idp/provider.ts';
import { StackState } from './state.ts';
import { TENANT_DISPLAY_NAMES, type TenantId } from './tenants.ts';

export interface StackOptions {
  tenant?: TenantId;
  /** 0 = any free port. */
  stackPort?: number;
  idpPort?: number;
  /** Origin (and base) of the portal: redirect URIs and CORS are tied to it. */
  portalUrl?: string;
  /** Lifetime of access and ID tokens; short values let tests exercise renewal. */
  accessTokenTtlSeconds?: number;
  hubKeepAliveMs?: number;
  /** The signature provider's own origin (docs/screens/contract.md); 0, the default, any free port. */
  signaturePort?: number;
}

export interface Stack {
  tenant: TenantId;
  stackUrl: string;
  idpUrl: string;
  /** The stand-in's electronic signature provider, on an origin of its own. */
  signatureUrl: string;
  portalUrl: string;
  backApiUrl: string;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

async function listen(port: number, handler: Handler): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      console.error('[stack] unexpected error:', error instanceof Error ? error.message : error);
      if (!res.headersSent) sendError(res, 500, 'Unexpected error in the local stack');
      else res.destroy();
    });
  });
  // Idle keep-alive sockets stay open longer than a client keeps them: with Node's 5 s, the server
  // could close a socket just as a test client reused it (a control call failed with ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}

async function closeServer(server: Server): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const tenant = options.tenant ?? 'alpha';
  const portalUrl = (options.portalUrl ?? urlOf(DEFAULT_PORTAL_PORT)).replace(/\/+$/, '');
  const portalOrigin = new URL(portalUrl).origin;
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 3600;

  // Both servers listen first (so port 0 resolves to a real port: the issuer needs it), and get
  // their handlers once everything is built.
  let idpHandler: Handler = (_req, res) => sendError(res, 503, 'Starting');
  let stackHandler: Handler = (_req, res) => sendError(res, 503, 'Starting');
  const idp = await listen(options.idpPort ?? DEFAULT_IDP_PORT, (req, res) => idpHandler(req, res));
  let signatureHandler: Handler = (_req, res) => sendError(res, 503, 'Starting');
  let stack: { server: Server; port: number };
  let signature: { server: Server; port: number };
  try {
    stack = await listen(options.stackPort ?? DEFAULT_STACK_PORT, (req, res) => stackHandler(req, res));
  } catch (error) {
    await closeServer(idp.server);
    throw error;
  }
  try {
    signature = await listen(options.signaturePort ?? 0, (req, res) => signatureHandler(req, res));
  } catch (error) {
    await Promise.all([closeServer(idp.server), closeServer(stack.server)]);
    throw error;
  }

  const idpUrl = urlOf(idp.port);
  const stackUrl = urlOf(stack.port);
  const audience = backApiUrl(stackUrl);
  const signatureUrl = urlOf(signature.port);
  const state = new StackState(tenant);
  state.origins = { signature: signatureUrl, portal: portalUrl };
  const findAccount = (login: string) => state.account(login);

  const keys = await generateSigningKeys();
  const provider = await createProvider({
    issuer: idpUrl,
    portalUrl,
    audience,
    keys,
    findAccount,
    accessTokenTtlSeconds,
  });
  const handleInteraction = createInteractionHandler({
    provider,
    findAccount,
    tenantName: TENANT_DISPLAY_NAMES[tenant],
    portalOrigin,
  });
  const providerCallback = provider.callback();
  idpHandler = async (req, res) => {
    if (!(await handleInteraction(req, res))) providerCallback(req, res);
  };

  const faults = new Faults();
  const checkToken = createTokenCheck({ issuer: idpUrl, audience, publicJwks: keys.publicJwks });
  const hub = new NotificationHub({ path: `${API_PREFIX}${HUB_PATH}`, checkToken, keepAliveMs: options.hubKeepAliveMs });
  const handleApi = createApiHandler({ state, faults, hub, checkToken, portalOrigin });
  const handleControl = createControlHandler({ state, faults, hub });
  stackHandler = (req, res) => ((req.url ?? '').startsWith(`${CONTROL_PREFIX}/`) ? handleControl(req, res) : handleApi(req, res));
  const signatureProvider = createSignatureProvider({ state, hub, portalUrl });
  signatureHandler = signatureProvider.handle;
  stack.server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    void hub.handleUpgrade(req, socket, head);
  });

  let closing: Promise<void> | undefined;
  return {
    tenant,
    stackUrl,
    idpUrl,
    signatureUrl,
    portalUrl,
    backApiUrl: audience,
    close() {
      closing ??= (async () => {
        await hub.close();
        signatureProvider.close();
        await Promise.all([closeServer(stack.server), closeServer(idp.server), closeServer(signature.server)]);
      })();
      return closing;
    },
  };
}

export { DEFAULT_IDP_PORT, DEFAULT_PORTAL_PORT, DEFAULT_STACK_PORT };
