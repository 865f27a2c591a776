// The CLI (`tsx server/main.ts`): starts quietly (no library warnings), prints its ready line,
// and stops on SIGTERM.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { request } from './helpers/http.ts';

describe('server/main.ts', () => {
  it('starts without warnings and stops cleanly on SIGTERM', async () => {
    const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
      env: { ...process.env, STACK_PORT: '0', IDP_PORT: '0', TENANT: 'beta', STACK_READY_JSON: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const lines: string[] = [];
    const ready = await new Promise<{ stackUrl: string; idpUrl: string; tenant: string; logins: string[] }>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(line);
        if (line.startsWith('{"stackReady"')) resolve(JSON.parse(line));
      });
      child.once('exit', () => reject(new Error(`exited early: ${stderr}`)));
    });
    expect(ready.tenant).toBe('beta');
    expect(ready.logins).toContain('worker-limited');
    expect((await request(`${ready.stackUrl}/__control/health`)).json()).toEqual({ ok: true, tenant: 'beta' });
    expect((await request(`${ready.idpUrl}/.well-known/openid-configuration`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
    expect(lines).toHaveLength(1);
  });
});
