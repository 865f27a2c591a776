// Writes the committed defaults public/settings/*.json and public/manifest.webmanifest (tenant alpha,
// default ports) from the same
// function the Vite plugin serves, so they cannot drift (a test compares them).
// Run: node_modules/.bin/tsx scripts/write-default-settings.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_IDP_PORT, DEFAULT_PORTAL_PORT, DEFAULT_STACK_PORT, urlOf } from '../server/config.ts';
import { portalSettings, type PortalSettings } from '../server/portal-settings.ts';
import { manifestFileText } from '../build/webAppManifest.ts';
import { tenantBrand } from '../server/tenants.ts';

export function defaultPortalSettings(): PortalSettings {
  return portalSettings({
    tenant: 'alpha',
    portalUrl: urlOf(DEFAULT_PORTAL_PORT),
    stackUrl: urlOf(DEFAULT_STACK_PORT),
    idpUrl: urlOf(DEFAULT_IDP_PORT),
  });
}

export const settingsFileText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { appSettings, clientConfiguration } = defaultPortalSettings();
  const dir = new URL('../public/settings/', import.meta.url);
  writeFileSync(new URL('appsettings.json', dir), settingsFileText(appSettings));
  writeFileSync(new URL('clientconfiguration.json', dir), settingsFileText(clientConfiguration));
  writeFileSync(new URL('../public/manifest.webmanifest', import.meta.url), manifestFileText(tenantBrand('alpha')));
  console.log('Wrote public/settings/appsettings.json, public/settings/clientconfiguration.json and public/manifest.webmanifest');
}
