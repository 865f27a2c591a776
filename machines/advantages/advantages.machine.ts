// Advantages (docs/screens/advantages.md; spec section 2: advantages, worker and selfRegistered,
// sub-menu "Worker advantages"): the pages CET, health mutual, FASTT, collective agreement and
// platform benefits, the tenant's texts and links. They call nothing (the texts come with the
// tenant's files, loaded at boot), so this machine only decides, for the tab the URL is on, whether
// the tenant has that page: platform benefits is the exclusive tenant's only, and a URL may name it
// on another tenant. The deposit request tab is a screen of its own (depositRequest).
import { assign, setup } from 'xstate';
import { isAdvantagePageOf } from '../domain/advantages';
import type { ScreenHostEvent, ScreenInput, ScreenRoute } from '../families/screen';

export interface AdvantagesContext {
  route: ScreenRoute;
  tenant: string;
}

const cite = '(screens/advantages.md › States)';

export const advantagesMachine = setup({
  types: {
    context: {} as AdvantagesContext,
    events: {} as ScreenHostEvent,
    input: {} as ScreenInput,
  },
  actions: {
    assignRoute: assign({ route: (_, params: { route: ScreenRoute }) => params.route }),
  },
  guards: {
    /** The tab is a page this tenant has (§2 Sub-menus per screen: platform benefits, one tenant only). */
    isTenantPage: ({ context }) => isAdvantagePageOf(context.route.tab, context.tenant),
  },
}).createMachine({
  id: 'advantages',
  description: `Advantages: the tenant’s pages on the CET, the health mutual, the FASTT, the collective agreement and platform benefits ${cite}`,
  context: ({ input }) => ({ route: input.route, tenant: input.tenant }),
  initial: 'choosing',
  on: {
    'ROUTE.CHANGED': {
      target: '.choosing',
      actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
      description: `The person opens another tab: its page, if the tenant has it ${cite}`,
    },
  },
  states: {
    choosing: {
      description: `Whether the tenant has the page of the tab (§2 Sub-menus per screen, ${cite.slice(1, -1)})`,
      always: [
        { guard: 'isTenantPage', target: 'page', description: `A page of this tenant: it shows ${cite}` },
        { target: 'absent', description: `A page this tenant does not have: said so, with its other pages (§2 Sub-menus per screen)` },
      ],
    },
    page: { description: `The page’s texts and links, the tenant’s ${cite}` },
    absent: { description: `This tenant has no such page: the person is told, and the menu shows the pages there are ${cite}` },
  },
});
