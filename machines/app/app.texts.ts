// The app machine's texts region (spec section 7, translation files; decisions.md "Translations"):
// the tenant's translations load beside the session, so user info does not wait for them.
import { BOOT_FAILED } from './app.boot';
import type { AppStateConfig } from './app.setup';

/**
 * The translations, loaded while the session signs in: the views keep the boot screen until they
 * are there (src/views/app/useApp.ts). A failure leaves `ready` as a boot failure always did.
 */
export const textsRegion = {
  description: 'The translations, beside the session (§7, §9)',
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads and merges the tenant’s translation files; the boot screen stays (§7, §9)',
      invoke: {
        id: 'loadTranslations',
        src: 'loadTranslations',
        input: ({ context }) => ({ tenant: context.settings!.tenantName, language: context.language, purpose: 'boot' as const }),
        onDone: {
          target: 'loaded',
          actions: { type: 'applyBranding', params: ({ context }) => ({ tenant: context.settings!.tenantName }) },
          description: 'The texts are in: the tenant’s title and texts apply (§1, §7)',
        },
        onError: BOOT_FAILED,
      },
    },
    loaded: { description: 'The texts are in (§7)' },
  },
} satisfies AppStateConfig;
