// Serves the portal's two settings files from the Vite dev server (and `vite preview`) for the
// running local stack, when STACK_URL is set: the portal then talks to that stack on whatever
// ports it uses, while the static files in public/settings stay the committed defaults.
// Without STACK_URL the plugin does nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { devAndPreviewMiddleware } from '../build/devAndPreviewMiddleware.ts';
import { APP_SETTINGS_PATH, CLIENT_CONFIGURATION_PATH } from '../machines/domain/constants.ts';
import { DEFAULT_IDP_PORT, urlOf } from './config.ts';
import { portalSettings } from './portal-settings.ts';
import { tenantFrom } from './tenants.ts';

export interface SettingsEnv {
  STACK_URL?: string;
  IDP_URL?: string;
  TENANT?: string;
  PORTAL_URL?: string;
}

type Next = () => void;

/** The middleware alone (tested without a Vite server). `portalUrl` is the server's own origin. */
export function settingsMiddleware(env: SettingsEnv, base: string, portalUrl: () => string) {
  const stackUrl = env.STACK_URL!;
  const idpUrl = env.IDP_URL || urlOf(DEFAULT_IDP_PORT);
  const tenant = tenantFrom(env.TENANT);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const files: Record<string, 'appSettings' | 'clientConfiguration'> = {
    [`${prefix}${APP_SETTINGS_PATH}`]: 'appSettings',
    [`${prefix}${CLIENT_CONFIGURATION_PATH}`]: 'clientConfiguration',
  };

  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = (req.url ?? '').split('?')[0];
    const which = files[path];
    if (!which || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const settings = portalSettings({ tenant, portalUrl: env.PORTAL_URL || portalUrl(), stackUrl, idpUrl });
    const text = JSON.stringify(settings[which], null, 2);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
}

export function portalSettingsPlugin(env: SettingsEnv = process.env): Plugin {
  return devAndPreviewMiddleware('portal-settings-from-stack', (base, port) =>
    env.STACK_URL ? settingsMiddleware(env, base, () => urlOf(port() ?? 5173)) : undefined,
  );
}
