// Sends log entries `{message, level}` to the back end (decisions.md: POST {backApi}/v1/logs) for
// what spec section 7 names: errors and standalone-mode use. Warnings and information stay in the
// console. The log call needs a bearer token, so entries wait in a bounded queue until the back end
// is known and a token exists (boot and sign-in errors happen before either); the oldest entries are
// dropped first and their count is sent with the rest. A failed send is reported to the console
// only: logging must never loop on itself or break the page.
import type { LogEntry, LogLevel } from '../../machines/domain/types';
import { isHttpError } from './http';
import { redactText } from '../../machines/inspector/redact';

export interface LoggerDeps {
  /** Null until the settings are loaded: entries wait in the queue until then. */
  send: ((entry: LogEntry) => Promise<void>) | null;
  /** Whether a bearer token exists now (oidc-client-ts's user); entries wait until it does. */
  hasToken?: () => Promise<boolean> | boolean;
  console?: Pick<Console, 'error' | 'warn' | 'info'>;
  queueLimit?: number;
}

export interface Logger {
  /** `error` is sent to the back end; `warn`, `info` and below stay in the console. */
  log(level: LogLevel, message: string): void;
  error(message: string, error?: unknown): void;
  /** Spec section 7: the portal was opened as an installed app (sent at `info` level). */
  reportStandaloneUse(): void;
  /** Called once the back end is known; sends what was queued if a token exists. */
  connect(send: (entry: LogEntry) => Promise<void>, hasToken?: () => Promise<boolean> | boolean): void;
  /** Sends what was queued if a token exists now (called when the session changes). */
  flush(): Promise<void>;
}

/** Entries kept while no token exists; beyond it the oldest are dropped. */
export const LOG_QUEUE_LIMIT = 50;

export const STANDALONE_USE_MESSAGE = 'Portal opened in standalone display mode';

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const { name, message, stack } = error;
    // Firefox gives a DOMException an empty stack: its name and message are then all there is.
    if (!stack) return message ? `${name}: ${message}` : name;
    return stack.includes(message) ? stack : `${message}\n${stack}`;
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/**
 * The text with every secret replaced (a message may quote a URL, a header or a token response):
 * the inspector's rule, so the console and the log sender never show what a trace would hide.
 */
export function redactSecrets(text: string): string {
  return redactText(text);
}

export function createLogger(deps: LoggerDeps): Logger {
  const out = deps.console ?? console;
  const limit = deps.queueLimit ?? LOG_QUEUE_LIMIT;
  let hasToken = deps.hasToken ?? (() => true);
  let send = deps.send;
  const queue: LogEntry[] = [];
  let dropped = 0;
  let flushChain: Promise<void> = Promise.resolve();

  function enqueue(entry: LogEntry) {
    queue.push(entry);
    while (queue.length > limit) {
      queue.shift();
      dropped += 1;
    }
  }

  /** The dropped count travels first, as an entry of its own, then the queue in order. */
  function takeQueued(): LogEntry[] {
    const entries = queue.splice(0);
    if (dropped > 0) {
      entries.unshift({
        level: 'error',
        message: `${dropped} earlier log entries were dropped before they could be sent (queue limit ${limit})`,
      });
      dropped = 0;
    }
    return entries;
  }

  async function sendQueued(): Promise<void> {
    const transport = send;
    if (!transport || queue.length === 0) return;
    let ready = false;
    try {
      ready = await hasToken();
    } catch {
      ready = false;
    }
    if (!ready) return;
    const entries = takeQueued();
    for (let i = 0; i < entries.length; i += 1) {
      try {
        await transport(entries[i]);
      } catch (error) {
        if (isHttpError(error) && error.status === 401) {
          // The token was refused: keep this entry and the rest for the next session change.
          entries
            .slice(i)
            .reverse()
            .forEach((entry) => queue.unshift(entry));
          while (queue.length > limit) {
            queue.shift();
            dropped += 1;
          }
          return;
        }
        out.warn('Log sending failed', describeError(error));
      }
    }
  }

  function flush(): Promise<void> {
    // One flush at a time, in call order: entries keep their order and none is sent twice.
    flushChain = flushChain.then(sendQueued, sendQueued);
    return flushChain;
  }

  function deliver(entry: LogEntry) {
    enqueue(entry);
    void flush();
  }

  return {
    log(level, rawMessage) {
      const message = redactSecrets(rawMessage);
      if (level === 'error') {
        out.error(message);
        deliver({ level, message });
      } else if (level === 'warn') {
        out.warn(message);
      } else {
        out.info(message);
      }
    },
    error(message, error) {
      const text = redactSecrets(error === undefined ? message : `${message}: ${describeError(error)}`);
      out.error(text);
      deliver({ level: 'error', message: text });
    },
    reportStandaloneUse() {
      deliver({ level: 'info', message: STANDALONE_USE_MESSAGE });
    },
    connect(nextSend, nextHasToken) {
      send = nextSend;
      if (nextHasToken) hasToken = nextHasToken;
      void flush();
    },
    flush,
  };
}

/** Installed-app display mode, reported once per start (spec section 7: log sending). */
export function isStandaloneDisplay(win: Window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
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
