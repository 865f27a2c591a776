// The demo tenants of the local stack. The portal uses `tenantName` as the tenant key (translation
// files `i18n/tenants/<tenant>.<lang>.json`, the exclusive-tenant rule), so the settings carry the
// key; the display names below are only for the stack's own pages.

export const TENANT_IDS = ['alpha', 'beta'] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export const TENANT_DISPLAY_NAMES: Record<TenantId, string> = {
  alpha: 'Alpha Intérim',
  beta: 'Bêta Emploi',
};

/** The tenant's brand colour (the background of its icon, the web app manifest's theme colour). */
export const TENANT_THEME_COLORS: Record<TenantId, string> = {
  alpha: '#0b5cad',
  beta: '#6b2fa3',
};

/** What the build's per-tenant files need of a demo tenant (build/webAppManifest.ts). */
export const tenantBrand = (tenant: TenantId) => ({ tenant, name: TENANT_DISPLAY_NAMES[tenant], themeColor: TENANT_THEME_COLORS[tenant] });

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === 'string' && (TENANT_IDS as readonly string[]).includes(value);
}

/** Reads a tenant from the environment; anything else is a start-up error, not a silent default. */
export function tenantFrom(value: string | undefined): TenantId {
  if (value === undefined || value === '') return 'alpha';
  if (!isTenantId(value)) throw new Error(`Unknown TENANT '${value}' (expected ${TENANT_IDS.join(' or ')})`);
  return value;
}
