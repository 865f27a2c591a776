// URLs of the static, per-tenant assets (public/). A tenant is a key like `alpha`; it is encoded so
// a hostile settings value cannot escape its folder.
import { BACKGROUND_PICTURE_COUNT } from '../../../machines/domain/constants';

const base = () => import.meta.env.BASE_URL ?? '/';

export type LogoVariant = 'default' | 'worker' | 'client';

export function tenantLogoUrl(tenant: string, variant: LogoVariant = 'default'): string {
  const file = variant === 'default' ? 'logo.svg' : `logo-${variant}.svg`;
  return `${base()}tenants/${encodeURIComponent(tenant)}/${file}`;
}

/** 1-based index of one of the 26 background pictures. */
export function backgroundUrl(index: number): string {
  const safe = Number.isFinite(index) ? Math.min(BACKGROUND_PICTURE_COUNT, Math.max(1, Math.floor(index))) : 1;
  return `${base()}backgrounds/bg-${String(safe).padStart(2, '0')}.svg`;
}

export function randomBackgroundIndex(random: () => number = Math.random): number {
  return 1 + Math.min(BACKGROUND_PICTURE_COUNT - 1, Math.floor(random() * BACKGROUND_PICTURE_COUNT));
}
