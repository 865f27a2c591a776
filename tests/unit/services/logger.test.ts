import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../src/services/logger';
import type { LogEntry } from '../../../machines/domain/types';

const quiet = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

describe('logger', () => {
  it('posts {message, level} once connected, and sends what was queued before', async () => {
    const sent: LogEntry[] = [];
    const logger = createLogger({ send: null, console: quiet });
    logger.log('info', 'standalone');
    logger.connect(async (entry) => { sent.push(entry); });
    logger.error('Boom', new Error('bad thing'));
    expect(sent[0]).toEqual({ level: 'info', message: 'standalone' });
    expect(sent[1].level).toBe('error');
    expect(sent[1].message).toContain('bad thing');
    expect(sent[1].message).toMatch(/at .*logger\.test/); // the stack travels with the message
  });

  it('does not loop or throw when sending fails', async () => {
    const warn = vi.fn();
    const send = vi.fn(async () => { throw new Error('offline'); });
    const logger = createLogger({ send, console: { ...quiet, warn } });
    logger.error('first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Log sending failed', expect.stringContaining('offline'));
  });
});
