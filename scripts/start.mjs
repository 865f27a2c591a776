// `npm start`: the local stack (identity provider, API, hub) and the portal's Vite dev server,
// wired together through the environment. Ports: PORTAL_PORT, STACK_PORT, IDP_PORT; tenant: TENANT.
// Ctrl-C or SIGTERM stops both. Children are started from node_modules/.bin (not npx), so that
// stopping them stops the real servers.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

const portalPort = process.env.PORTAL_PORT || '5173';
const stackPort = process.env.STACK_PORT || '5080';
const idpPort = process.env.IDP_PORT || '5090';
const tenant = process.env.TENANT || 'alpha';
const portalUrl = `http://localhost:${portalPort}`;
const stackUrl = `http://localhost:${stackPort}`;
const idpUrl = `http://localhost:${idpPort}`;

const env = {
  ...process.env,
  PORTAL_PORT: portalPort,
  STACK_PORT: stackPort,
  IDP_PORT: idpPort,
  TENANT: tenant,
  PORTAL_URL: portalUrl,
  STACK_URL: stackUrl,
  IDP_URL: idpUrl,
};

const children = new Set();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, 5000);
  const wait = () => {
    if (children.size === 0) {
      clearTimeout(force);
      process.exit(code);
    }
  };
  for (const child of children) child.once('exit', wait);
  wait();
}

function start(name, command, args, stdio, extraEnv = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`\n${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stopAll(1);
    }
  });
  return child;
}

async function waitForPortal() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${portalUrl}/settings/appsettings.json`);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function banner(logins) {
  const line = '─'.repeat(72);
  console.log(
    [
      '',
      line,
      `  Staffing portal — local development stack (tenant ${tenant})`,
      line,
      `  Portal              ${portalUrl}`,
      `  API                 ${stackUrl}/api`,
      `  Hub                 ${stackUrl}/api/signalr/notifications`,
      `  Alerts API          ${stackUrl}/alerts-api`,
      `  Control API         ${stackUrl}/__control   (loopback only, see server/README.md)`,
      `  Identity provider   ${idpUrl}`,
      '',
      '  Demo logins (password "demo"):',
      ...chunk(logins, 6).map((group) => `    ${group.join('  ')}`),
      '',
      '  Development stand-in for the real backend: data and sessions are lost on restart.',
      '  Ctrl-C stops everything.',
      line,
      '',
    ].join('\n'),
  );
}

function chunk(items, size) {
  const groups = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const stack = start('The local stack', bin('tsx'), ['server/main.ts'], ['ignore', 'pipe', 'inherit'], {
  // The stack then prints one JSON line when ready, read below for the banner.
  STACK_READY_JSON: '1',
});
const stackReady = new Promise((resolve) => {
  createInterface({ input: stack.stdout }).on('line', (line) => {
    if (line.startsWith('{"stackReady"')) resolve(JSON.parse(line));
    else console.log(line);
  });
});
start('The Vite dev server', bin('vite'), [], 'inherit');

const [ready, portalUp] = await Promise.all([stackReady, waitForPortal()]);
if (!stopping) {
  if (!portalUp) console.error(`The portal did not answer at ${portalUrl} yet; the stack is up.`);
  banner(ready.logins);
}
