// Sends log entries `{message, level}` to the back end (decisions.md: POST {backApi}/v1/logs), for
// errors and for the standalone (installed-app) display mode. A failed send is reported to the
// console only: logging must never loop on itself or break the page.
import type { LogEntry, LogLevel } from '../../machines/domain/types';

export interface LoggerDeps {
  /** Null until the settings are loaded: entries wait in a short queue until then. */
  send: ((entry: LogEntry) => Promise<void>) | null;
  console?: Pick<Console, 'error' | 'warn' | 'info'>;
}

export interface Logger {
  log(level: LogLevel, message: string): void;
  error(message: string, error?: unknown): void;
  /** Called once the back end is known; flushes what was queued. */
  connect(send: (entry: LogEntry) => Promise<void>): void;
}

const QUEUE_LIMIT = 50;

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack && !error.stack.includes(error.message) ? `${error.message}\n${error.stack}` : (error.stack ?? error.message);
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

export function createLogger(deps: LoggerDeps): Logger {
  const out = deps.console ?? console;
  let send = deps.send;
  const queue: LogEntry[] = [];

  function deliver(entry: LogEntry) {
    if (!send) {
      if (queue.length < QUEUE_LIMIT) queue.push(entry);
      return;
    }
    send(entry).catch((error: unknown) => out.warn('Log sending failed', describeError(error)));
  }

  return {
    log(level, message) {
      if (level === 'error') out.error(message);
      deliver({ level, message });
    },
    error(message, error) {
      const text = error === undefined ? message : `${message}: ${describeError(error)}`;
      out.error(text);
      deliver({ level: 'error', message: text });
    },
    connect(nextSend) {
      send = nextSend;
      queue.splice(0).forEach(deliver);
    },
  };
}

/** Installed-app display mode, reported once per start (spec section 7: log sending). */
export function isStandaloneDisplay(win: Window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true
    || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Unhandled errors and rejections are logged at error level with message and stack. */
export function installGlobalErrorHandlers(win: Window, logger: Logger): () => void {
  const onError = (event: ErrorEvent) => logger.error(`Unhandled error: ${event.message}`, event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => logger.error('Unhandled promise rejection', event.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
