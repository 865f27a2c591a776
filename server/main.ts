// CLI of the local stack: `tsx server/main.ts`. Ports and tenant from the environment (STACK_PORT,
// IDP_PORT, PORTAL_PORT or PORTAL_URL, TENANT, ACCESS_TOKEN_TTL_SECONDS). Stops cleanly on Ctrl-C / SIGTERM.
import { DEFAULT_IDP_PORT, DEFAULT_PORTAL_PORT, DEFAULT_STACK_PORT, DEMO_PASSWORD, urlOf } from './config.ts';
import { DEMO_LOGINS } from './demo-data.ts';
import { startStack } from './stack.ts';
import { tenantFrom } from './tenants.ts';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number, got '${raw}'`);
  return value;
}

function positive(name: string): number {
  const value = Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of seconds`);
  return value;
}

async function main(): Promise<void> {
  const tenant = tenantFrom(process.env.TENANT);
  const portalUrl = process.env.PORTAL_URL || urlOf(port('PORTAL_PORT', DEFAULT_PORTAL_PORT));
  const stack = await startStack({
    tenant,
    portalUrl,
    stackPort: port('STACK_PORT', DEFAULT_STACK_PORT),
    idpPort: port('IDP_PORT', DEFAULT_IDP_PORT),
    // Short lifetimes let a demo or a browser test watch the portal renew its tokens.
    accessTokenTtlSeconds: process.env.ACCESS_TOKEN_TTL_SECONDS ? positive('ACCESS_TOKEN_TTL_SECONDS') : undefined,
  });

  if (process.env.STACK_READY_JSON === '1') {
    // scripts/start.mjs reads this line and prints the combined banner.
    console.log(JSON.stringify({ stackReady: true, ...stack, close: undefined, logins: DEMO_LOGINS }));
  } else {
    console.log(
      [
        `Local stack (development stand-in for the backend), tenant ${tenant}`,
        `  API           ${stack.backApiUrl}`,
        `  Hub           ${stack.backApiUrl}/signalr/notifications`,
        `  Alerts API    ${stack.stackUrl}/alerts-api`,
        `  Control API   ${stack.stackUrl}/__control (loopback only)`,
        `  Identity      ${stack.idpUrl}`,
        `  Signature     ${stack.signatureUrl} (the signature provider's pages)`,
        `  Portal origin ${stack.portalUrl}`,
        `  Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_LOGINS.join(' ')}`,
      ].join('\n'),
    );
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stack.close().then(() => {
      if (process.env.STACK_READY_JSON !== '1') console.log(`Local stack stopped (${signal}).`);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = /EADDRINUSE/.test(message) ? ' (a port is taken: is another `npm start` running? Override with STACK_PORT / IDP_PORT)' : '';
  console.error(`Local stack failed to start: ${message}${hint}`);
  process.exit(1);
});
