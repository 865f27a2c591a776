// Lets the control API's fault rules (faults.ts) reach the files the portal server itself serves:
// the two settings files and the translations. For those paths only, the Vite dev server (and
// `vite preview`) asks the running stack `POST /__control/faults/take {method, path}` and answers
// the fault it gets (status, HTML page, delay, dropped connection), so the browser suite faults every
// call of the portal through one API. Only when STACK_URL is set (npm start, the browser suite):
// a plain `vite`/`vite preview` and a real host never do this.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { devAndPreviewMiddleware } from '../build/devAndPreviewMiddleware.ts';
import { answerFault, type FaultHit } from './faults.ts';

type Next = () => void;

/** The portal's own files that the portal loads at run time (settings, translations). */
export function isFaultablePortalFile(path: string, base: string): boolean {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return path.startsWith(`${prefix}settings/`) || path.startsWith(`${prefix}i18n/`);
}

async function takeFault(stackUrl: string, method: string, path: string): Promise<FaultHit | null> {
  try {
    const response = await fetch(`${stackUrl}/__control/faults/take`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method, path }),
    });
    if (!response.ok) return null;
    const { fault } = (await response.json()) as { fault: FaultHit | null };
    return fault;
  } catch {
    // The stack is not running (or restarting): serve the file as usual.
    return null;
  }
}

/** The middleware alone (tested without a Vite server). */
export function portalFileFaultsMiddleware(stackUrl: string, base: string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = (req.url ?? '').split('?')[0];
    if (!isFaultablePortalFile(path, base)) return next();
    void (async () => {
      const fault = await takeFault(stackUrl, req.method ?? 'GET', path);
      if (fault && (await answerFault(fault, req, res))) return;
      next();
    })().catch(() => next());
  };
}

export function portalFileFaultsPlugin(env: { STACK_URL?: string } = process.env): Plugin {
  return devAndPreviewMiddleware('portal-file-faults-from-stack', (base) =>
    env.STACK_URL ? portalFileFaultsMiddleware(env.STACK_URL, base) : undefined,
  );
}
