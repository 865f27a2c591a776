// The app machine's screen region (docs/screens/README.md "How the app runs a screen"): while the
// location shows a declared screen (machines/screens/), its machine runs as the child `screen`,
// loaded with the screen's chunk; a move inside the same screen is forwarded to it, leaving it stops
// it. A screen with tabs opened without one goes to its first tab. Retry from the shared error dialog
// and pushed notifications reach the running screen. What a screen does is its own machine's model
// test's; the app's model covers only how a screen starts, is routed to and stops.
import { type AnyActorLogic, stopChild } from 'xstate';
import { placeholderAction } from '../placeholders';
import type { AppNotification } from '../domain/types';
import { SCREEN_ACTOR_ID, type ScreenHostEvent, type ScreenInput } from '../families/screen';
import { type AppGuardArgs, appAssign, appSendTo } from './app.typed';
import { firstTabPath, isSameScreen, screenInput, shownScreen } from './app.context';
import type { AppContext, AppEvent, AppStateConfig } from './app.setup';

// The screen region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const screenActions = {
  // The running screen (app.screen.ts): started from the logic its chunk brought, told where the
  // page is and what is pushed, stopped when the page leaves it.
  assignScreen: appAssign({ screen: ({ context }) => shownScreen(context)?.declaration.id ?? null }),
  forgetScreen: appAssign({ screen: null }),
  startScreen: appAssign(({ context, event, spawn, self }) => {
    // The logic arrives in loadScreen's answer, not from setup(): XState types a spawned source as
    // one of the actors named here, so the call is typed by hand.
    const spawnLogic = spawn as unknown as (logic: AnyActorLogic, options: { id: string; input: ScreenInput }) => unknown;
    // The agency-folder selection in effect when the screen starts (spec section 5); later ones
    // reach it as AGENCY_FOLDERS.CHANGED (src/views/screens/useScreenHost.ts).
    // (A model's traversal runs without a live actor: no snapshot, no children.)
    type FoldersChild = { agencyFolders?: { getSnapshot(): { context: { saved: readonly string[] } } } };
    const folders = (self.getSnapshot() as { children?: FoldersChild } | undefined)?.children?.agencyFolders;
    const input = { ...screenInput(context), agencyFolders: folders?.getSnapshot().context.saved ?? [] };
    spawnLogic((event as unknown as { output: AnyActorLogic }).output, { id: SCREEN_ACTOR_ID, input });
    return {};
  }),
  stopScreen: stopChild<AppContext, AppEvent, undefined, AppEvent>(SCREEN_ACTOR_ID),
  forwardRouteToScreen: appSendTo(
    SCREEN_ACTOR_ID,
    ({ context }) => ({ type: 'ROUTE.CHANGED', route: screenInput(context).route }) satisfies ScreenHostEvent,
  ),
  forwardPushToScreen: appSendTo<{ notification: AppNotification }>(
    SCREEN_ACTOR_ID,
    (_, params: { notification: AppNotification }) =>
      ({ type: 'NOTIFICATION.RECEIVED', notification: params.notification }) satisfies ScreenHostEvent,
  ),
  logScreenUnavailable: placeholderAction<{ error: unknown }>('logScreenUnavailable'),
};

export const screenGuards = {
  isScreenWithoutTab: ({ context }: AppGuardArgs) => firstTabPath(context) !== null,
  isScreenWithMachine: ({ context }: AppGuardArgs) => Boolean(shownScreen(context)?.declaration.machine),
  isSameScreen: ({ context }: AppGuardArgs) => isSameScreen(context),
  isSameScreenWithoutTab: ({ context }: AppGuardArgs) => isSameScreen(context) && firstTabPath(context) !== null,
};

const cite = 'screens/README.md › How the app runs a screen';

export const screenRegion = {
  description: `The screen the page shows, its machine running while it shows (§2 Authorised layout, ${cite})`,
  initial: 'deciding',
  states: {
    deciding: {
      description: `Which declared screen, if any, the page shows (${cite})`,
      always: [
        {
          guard: 'isScreenWithoutTab',
          target: 'choosingTab',
          actions: { type: 'navigate', params: ({ context }) => ({ to: firstTabPath(context)!, replace: true }) },
          description: `A screen with tabs opened without one: its first tab (§2 Sub-menus per screen, ${cite})`,
        },
        { guard: 'isScreenWithMachine', target: 'loading', description: `A screen whose machine runs while it shows (${cite})` },
        { target: 'noScreen', description: `Another page, or a screen that runs nothing (${cite})` },
      ],
    },
    choosingTab: {
      description: `Waits for the first tab’s URL (${cite})`,
      entry: 'forgetScreen',
      on: { 'ROUTE.UPDATED': { target: 'deciding', description: `The tab’s URL is there (${cite})` } },
    },
    noScreen: {
      description: `No screen machine runs (${cite})`,
      entry: 'forgetScreen',
      on: { 'ROUTE.UPDATED': { target: 'deciding', description: `The user moves to another page (${cite})` } },
    },
    loading: {
      description: `Loads the screen’s machine with its chunk (${cite})`,
      entry: 'assignScreen',
      invoke: {
        id: 'loadScreen',
        src: 'loadScreen',
        input: ({ context }) => ({ id: context.screen! }),
        onDone: { target: 'shown', actions: 'startScreen', description: `Loaded: the screen’s machine starts (${cite})` },
        onError: {
          target: 'unavailable',
          actions: { type: 'logScreenUnavailable', params: ({ event }) => ({ error: event.error }) },
          description: `The chunk cannot be loaded: a message with Retry (${cite})`,
        },
      },
      on: {
        'ROUTE.UPDATED': [
          {
            guard: 'isSameScreenWithoutTab',
            actions: { type: 'navigate', params: ({ context }) => ({ to: firstTabPath(context)!, replace: true }) },
            description: `The same screen without a tab: its default tab (§2 Sub-menus per screen, ${cite})`,
          },
          { guard: 'isSameScreen', description: `A move inside the screen being loaded: it starts where the page is (${cite})` },
          { target: 'deciding', description: `The user leaves for another page (${cite})` },
        ],
      },
    },
    unavailable: {
      description: `The screen could not be loaded: a message with Retry (${cite})`,
      on: {
        'SCREEN.RETRY': { target: 'loading', description: `The user retries (${cite})` },
        'ROUTE.UPDATED': { target: 'deciding', description: `The user moves to another page (${cite})` },
      },
    },
    shown: {
      description: `The screen’s machine runs as the child \`screen\` (${cite})`,
      exit: 'stopScreen',
      on: {
        'ROUTE.UPDATED': [
          {
            guard: 'isSameScreenWithoutTab',
            actions: { type: 'navigate', params: ({ context }) => ({ to: firstTabPath(context)!, replace: true }) },
            description: `The same screen without a tab: its default tab (§2 Sub-menus per screen, ${cite})`,
          },
          {
            guard: 'isSameScreen',
            actions: 'forwardRouteToScreen',
            description: `A move inside the same screen (another tab, another id): the screen hears it (${cite})`,
          },
          { target: 'deciding', description: `The user leaves the screen: its machine stops (${cite})` },
        ],
        'FAILURE.RETRY': {
          guard: { type: 'isRetryFor', params: ({ event }) => ({ failure: event.failure, sources: ['screen'] }) },
          actions: { type: 'forwardRetry', params: ({ event }) => ({ failure: event.failure }) },
          description: 'Retry from the error dialog reaches the screen (§8)',
        },
        'REALTIME.NOTIFICATION': {
          actions: { type: 'forwardPushToScreen', params: ({ event }) => ({ notification: event.notification }) },
          description: `A pushed notification reaches the screen, which may read again (${cite})`,
        },
      },
    },
  },
} satisfies AppStateConfig;
