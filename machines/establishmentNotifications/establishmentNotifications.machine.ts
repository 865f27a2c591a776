// My establishment › notifications (docs/screens/establishmentNotifications.md; spec section 3
// "Notification settings: a list of blocked categories", spec section 2 "Establishment"): which
// notification categories the client user's establishment receives. The detail family
// (docs/screens/README.md "Detail", "Action") on the establishment's settings, one view, with one
// action: `save`, a form of one switch per category (machines/domain/establishmentNotifications.ts),
// sent only when it differs from what was loaded, kept as a draft across a failure, a re-login or the
// maintenance page; the settings answered become the saved state.
import type { ActionSpecs } from '../families/action';
import { createDetailMachine } from '../families/detail';
import type { ScreenItem } from '../families/screen';
import { blockedOf, settingsProblems, switchesOf } from '../domain/establishmentNotifications';

/** The settings as the screen holds them (contract/screens/establishmentNotifications.ts). */
export type EstablishmentNotificationsItem = ScreenItem & {
  readonly establishmentName: string;
  readonly blockedCategories: readonly string[];
};

const blockedIn = (item: ScreenItem | null | undefined) =>
  Array.isArray(item?.blockedCategories) ? (item.blockedCategories as readonly unknown[]) : [];

export const ESTABLISHMENT_NOTIFICATION_ACTIONS: ActionSpecs = {
  save: {
    call: 'saveEstablishmentNotificationSettings',
    on: 'item',
    form: {
      initial: (item) => switchesOf(blockedIn(item)),
      problems: (draft, item) => settingsProblems(draft, blockedIn(item)),
      body: (draft) => ({ blockedCategories: blockedOf(draft) }),
    },
    // The settings answered replace the ones loaded: the switches' new saved state.
    effect: 'store',
  },
};

export const establishmentNotificationsMachine = createDetailMachine({
  id: 'establishmentNotifications',
  contract: 'docs/screens/establishmentNotifications.md',
  description: 'Which notification categories my establishment receives, changed and saved',
  load: 'getEstablishmentNotificationSettings',
  oneView: true,
  actions: ESTABLISHMENT_NOTIFICATION_ACTIONS,
});
