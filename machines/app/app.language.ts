// The app machine's language region: a language change loads that language's files first; the
// texts switch, and the choice is kept, only once they are there.
import { appSetup } from './app.setup';

export const languageRegion = appSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'LANGUAGE.CHANGE': {
          guard: 'isOtherLanguage',
          target: 'switching',
          actions: { type: 'assignRequestedLanguage', params: ({ event }) => ({ language: event.language }) },
        },
      },
    },
    switching: {
      invoke: {
        // Stryker disable next-line StringLiteral: equivalent; the id names the call in the inspector, XState wires onDone/onError whatever it is.
        id: 'switchLanguage',
        src: 'loadTranslations',
        input: ({ context }) => ({
          tenant: context.settings!.tenantName,
          language: context.requestedLanguage!,
          purpose: 'languageSwitch' as const,
        }),
        onDone: {
          target: 'idle',
          actions: [
            'commitRequestedLanguage',
            { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
            { type: 'applyBranding', params: ({ context }) => ({ tenant: context.settings!.tenantName }) },
          ],
        },
        // A language whose files fail to load leaves the current texts in place.
        onError: { target: 'idle', actions: 'dropRequestedLanguage' },
      },
    },
  },
});
