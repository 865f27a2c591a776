// My establishment › notifications (docs/screens/establishmentNotifications.md; spec section 3,
// notification settings: a list of blocked categories): which categories of notifications the
// establishment's user receives. The detail family reading the settings, with one action: change
// them (a form, one switch per category, kept as a draft), saved as the blocked categories.
import { CLIENT_NOTIFICATION_CATEGORIES } from '../../contract/screens/establishmentNotifications';
import type { ActionSpecs } from '../families/action';
import { createDetailMachine } from '../families/detail';

export { CLIENT_NOTIFICATION_CATEGORIES };

/** The settings as the screen shows them: one item, its blocked categories. */
export const SETTINGS_ID = 'settings';

const RECEIVED = 'on';
const BLOCKED = 'off';

export const NOTIFICATION_SETTINGS_ACTIONS: ActionSpecs = {
  change: {
    call: 'saveNotificationSettings',
    on: 'item',
    form: {
      // One field per category: received (on) unless it is blocked.
      initial: (item) => {
        const blocked = (item?.blockedCategories as readonly string[] | undefined) ?? [];
        return Object.fromEntries(
          CLIENT_NOTIFICATION_CATEGORIES.map((category) => [category, blocked.includes(category) ? BLOCKED : RECEIVED]),
        );
      },
      // Every combination may be saved (receiving nothing is a choice too).
      problems: () => ({}),
      body: (draft) => ({ blockedCategories: CLIENT_NOTIFICATION_CATEGORIES.filter((category) => draft[category] === BLOCKED) }),
    },
    effect: 'store',
  },
};

export const establishmentNotificationsMachine = createDetailMachine({
  id: 'establishmentNotifications',
  contract: 'docs/screens/establishmentNotifications.md',
  description: 'My establishment › notifications received',
  load: 'getNotificationSettings',
  actions: NOTIFICATION_SETTINGS_ACTIONS,
});
