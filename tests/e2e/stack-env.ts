// Where the browser suite's servers run: fixed test ports that do not clash with a running
// `npm start` (5173/5080/5090). playwright.config.ts starts them; specs import the URLs from here.
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const E2E_PORTS = {
  portal: port('E2E_PORTAL_PORT', 5181),
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
