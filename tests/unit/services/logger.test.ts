import { describe, expect, it, vi } from 'vitest';
import { createLogger, describeError, redactSecrets, STANDALONE_USE_MESSAGE } from '../../../src/services/logger';
import { HttpError } from '../../../src/services/http';
import type { LogEntry } from '../../../machines/domain/types';

const quietConsole = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

/** A back end that records what it receives; `refuse` answers 401 to the next N calls. */
function recordingBackEnd() {
  const received: LogEntry[] = [];
  let refusals = 0;
  return {
    received,
    refuseNext(count: number) {
      refusals = count;
    },
    send: vi.fn(async (entry: LogEntry) => {
      if (refusals > 0) {
        refusals -= 1;
        throw new HttpError({ kind: 'status', status: 401, url: '/v1/logs', message: 'HTTP 401 on POST /v1/logs' });
      }
      received.push(entry);
    }),
  };
}

describe('logger', () => {
  it('holds entries until the back end is known and a token exists, then sends them in order', async () => {
    const backEnd = recordingBackEnd();
    let token = false;
    const logger = createLogger({ send: null, console: quietConsole() });
    logger.error('Boot failed', new Error('settings unreachable'));
    logger.connect(backEnd.send, () => token);
    logger.error('Sign-in failed');
    await logger.flush();
    expect(backEnd.send).not.toHaveBeenCalled();

    token = true;
    await logger.flush();
    expect(backEnd.received.map((entry) => entry.message)).toEqual([expect.stringContaining('settings unreachable'), 'Sign-in failed']);
    expect(backEnd.received[0].message).toMatch(/at .*logger\.test/); // the stack travels with the message
    expect(backEnd.received.every((entry) => entry.level === 'error')).toBe(true);
  });

  it('sends errors and standalone-mode use; warnings and information stay in the console', async () => {
    const backEnd = recordingBackEnd();
    const out = quietConsole();
    const logger = createLogger({ send: backEnd.send, hasToken: () => true, console: out });
    logger.log('warn', 'Alerts could not be loaded');
    logger.log('info', 'Tenant file missing');
    logger.log('error', 'Render failed');
    logger.reportStandaloneUse();
    await logger.flush();
    expect(backEnd.received).toEqual([
      { level: 'error', message: 'Render failed' },
      { level: 'info', message: STANDALONE_USE_MESSAGE },
    ]);
    expect(out.warn).toHaveBeenCalledWith('Alerts could not be loaded');
    expect(out.info).toHaveBeenCalledWith('Tenant file missing');
    expect(out.error).toHaveBeenCalledWith('Render failed');
  });

  it('keeps the newest entries when the queue is full and sends the count of the dropped ones first', async () => {
    const backEnd = recordingBackEnd();
    let token = false;
    const logger = createLogger({ send: backEnd.send, hasToken: () => token, console: quietConsole(), queueLimit: 3 });
    for (const n of [1, 2, 3, 4, 5]) logger.error(`error ${n}`);
    await logger.flush();
    expect(backEnd.received).toEqual([]);

    token = true;
    await logger.flush();
    expect(backEnd.received.map((entry) => entry.message)).toEqual([
      '2 earlier log entries were dropped before they could be sent (queue limit 3)',
      'error 3',
      'error 4',
      'error 5',
    ]);
    // The count is reported once.
    logger.error('error 6');
    await logger.flush();
    expect(backEnd.received.map((entry) => entry.message).slice(4)).toEqual(['error 6']);
  });

  it('keeps the entries a 401 refused and sends them once a token is accepted', async () => {
    const backEnd = recordingBackEnd();
    const logger = createLogger({ send: backEnd.send, hasToken: () => true, console: quietConsole() });
    backEnd.refuseNext(2); // the attempt the error starts and the explicit flush
    logger.error('first');
    await logger.flush();
    expect(backEnd.send).toHaveBeenCalledTimes(2);
    expect(backEnd.received).toEqual([]);

    logger.error('second');
    await logger.flush();
    expect(backEnd.received.map((entry) => entry.message)).toEqual(['first', 'second']);
  });

  it('does not loop or throw when sending fails otherwise', async () => {
    const out = quietConsole();
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const logger = createLogger({ send, hasToken: () => true, console: out });
    logger.error('first');
    await logger.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(out.warn).toHaveBeenCalledWith('Log sending failed', expect.stringContaining('offline'));
    await logger.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('logger: no token leaves through a message', () => {
  const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ3b3JrZXIiLCJhdWQiOiJhcGkifQ.c2lnbmF0dXJlLWJ5dGVz';

  it('replaces tokens, bearer headers and OAuth URL values before the console or the back end sees them', async () => {
    const sent: LogEntry[] = [];
    const console = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const logger = createLogger({
      send: async (entry) => {
        sent.push(entry);
      },
      console,
    });
    logger.error('Call failed', new Error(`GET /v1/users/me/info?access_token=${jwt}&x=1 with Authorization: Bearer opaque-refresh.value`));
    logger.log('error', `callback /success-login?code=abc123&state=s1 gave {"refresh_token":"r-secret","access_token":"${jwt}"}`);
    await logger.flush();
    // Both entries were sent (the positive case), and no secret is in either, nor in the console.
    expect(sent.map((entry) => entry.message)).toEqual([
      expect.stringContaining('Call failed'),
      expect.stringContaining('callback /success-login'),
    ]);
    const everything = JSON.stringify([sent, console.error.mock.calls]);
    for (const secret of [jwt, 'opaque-refresh.value', 'abc123', 'r-secret']) expect(everything).not.toContain(secret);
    expect(sent[0].message).toContain('access_token=[redacted]');
    expect(sent[0].message).toContain('Bearer [redacted]');
    // The login callback's state is a secret too (it binds the callback to this tab's login).
    expect(sent[1].message).toContain('code=[redacted]&state=[redacted]');
    expect(sent[1].message).toContain('"refresh_token":"[redacted]"');
  });

  it('hides every occurrence of every kind a trace hides: the two bearer headers of a retried call, a form body, a token endpoint call', async () => {
    const sent: LogEntry[] = [];
    const logger = createLogger({
      send: async (entry) => {
        sent.push(entry);
      },
      console: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
    });
    logger.error(
      'Proxy error page',
      new Error(
        'GET /v1/contracts\nAuthorization: Bearer first-opaque-token\n(retried)\nAuthorization: Bearer second-opaque-token\n' +
          'POST /token grant_type=authorization_code&code_verifier=verifier-secret&client_secret=client-secret-1 ' +
          'POST /password-change {"oldPassword":"old-pass-1","newPassword":"new-pass-1"} password=form-pass-1',
      ),
    );
    await logger.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].message).toContain('Proxy error page');
    for (const secret of [
      'first-opaque-token',
      'second-opaque-token',
      'verifier-secret',
      'client-secret-1',
      'old-pass-1',
      'new-pass-1',
      'form-pass-1',
    ]) {
      expect(sent[0].message).not.toContain(secret);
    }
    expect(sent[0].message.match(/Bearer \[redacted\]/g)).toHaveLength(2);
  });

  it('leaves ordinary text alone', () => {
    expect(redactSecrets('Unhandled error: cannot read properties of undefined (reading "code")')).toBe(
      'Unhandled error: cannot read properties of undefined (reading "code")',
    );
  });
});

describe('describeError: what an error says in a log line', () => {
  it('an error with a stack gives its stack, with the message first when the stack omits it', () => {
    const error = new Error('chunk failed');
    expect(describeError(error)).toBe(error.stack);
    const quiet = Object.assign(new Error('chunk failed'), { stack: 'at render (views.js:1:2)' });
    expect(describeError(quiet)).toBe('chunk failed\nat render (views.js:1:2)');
  });

  it('an error with an empty stack (a DOMException in Firefox) gives its name and message', () => {
    expect(describeError(Object.assign(new DOMException('The operation was aborted.', 'AbortError'), { stack: '' }))).toBe(
      'AbortError: The operation was aborted.',
    );
    expect(describeError(Object.assign(new TypeError(''), { stack: '' }))).toBe('TypeError');
  });

  it('anything else thrown is written as text', () => {
    expect(describeError('refused')).toBe('refused');
    expect(describeError({ status: 500 })).toBe('{"status":500}');
  });
});
