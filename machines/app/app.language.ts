// The app machine's language region: a language change loads that language's files first; the
// texts switch, and the choice is kept, only once they are there.
import { placeholderAction } from '../placeholders';
import type { Language } from '../domain/constants';
import { type AppGuardArgs, appAssign } from './app.typed';
import type { AppStateConfig } from './app.setup';

// The language region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const languageActions = {
  persistLanguage: placeholderAction<{ language: Language }>('persistLanguage'),
  assignRequestedLanguage: appAssign<{ language: Language }>({ requestedLanguage: (_, params: { language: Language }) => params.language }),
  commitRequestedLanguage: appAssign({
    language: ({ context }) => context.requestedLanguage ?? context.language,
    requestedLanguage: null,
  }),
  dropRequestedLanguage: appAssign({ requestedLanguage: null }),
};

export const languageGuards = {
  // Stryker disable next-line ConditionalExpression: equivalent; guards LANGUAGE.CHANGE only, the test narrows the event type.
  isOtherLanguage: ({ context, event }: AppGuardArgs) => event.type === 'LANGUAGE.CHANGE' && event.language !== context.language,
};

export const languageRegion = {
  description: 'The interface language, French by default (§1, §9)',
  initial: 'idle',
  states: {
    idle: {
      description: 'The texts in the current language (§9)',
      on: {
        'LANGUAGE.CHANGE': {
          guard: 'isOtherLanguage',
          target: 'switching',
          actions: { type: 'assignRequestedLanguage', params: ({ event }) => ({ language: event.language }) },
          description: 'The user chooses another language in the preferences (§2 Sub-menus per screen, §9)',
        },
      },
    },
    switching: {
      description: 'Loads the chosen language’s files; the texts stay until they are in (§7, §9)',
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
          description: 'The files are in: the texts switch and the choice is kept (§9)',
        },
        // A language whose files fail to load leaves the current texts in place.
        onError: { target: 'idle', actions: 'dropRequestedLanguage', description: 'The files fail to load: the current texts stay (§7)' },
      },
    },
  },
} satisfies AppStateConfig;
