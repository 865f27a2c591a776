// Where the browser suite's servers run: fixed test ports that do not clash with a running
// `npm start` (5173/5080/5090). playwright.config.ts starts them; specs import the URLs from here.
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

const DEFAULT_PORTAL_PORT = 5181;

export const E2E_PORTS = {
  portal: port('E2E_PORTAL_PORT', DEFAULT_PORTAL_PORT),
  stack: port('E2E_STACK_PORT', 5180),
  idp: port('E2E_IDP_PORT', 5190),
} as const;

export const E2E_TENANT = process.env.E2E_TENANT || 'alpha';

export const E2E_URLS = {
  portal: `http://localhost:${E2E_PORTS.portal}`,
  stack: `http://localhost:${E2E_PORTS.stack}`,
  backApi: `http://localhost:${E2E_PORTS.stack}/api`,
  control: `http://localhost:${E2E_PORTS.stack}/__control`,
  idp: `http://localhost:${E2E_PORTS.idp}`,
} as const;

/**
 * An output folder of this run: `name` on the default ports, `name-<portal port>` on others, so that
 * suites run side by side on their own ports (.ci/run) neither build into nor clear each other's.
 */
export const runDir = (name: string) => (E2E_PORTS.portal === DEFAULT_PORTAL_PORT ? name : `${name}-${E2E_PORTS.portal}`);
