// An alert's switch as a machine (docs/screens/backOfficeAlerts.md "States"; decisions-domain.md
// "Back-office alerts"). Which action the back office offers on an alert is which event its status
// accepts: enable a disabled one, disable an enabled one; either may be edited. A new alert is saved
// disabled, so a half-written text never reaches the slider by a slip of the Save button.
//
//   disabled ─ENABLE→ enabled ─DISABLE→ disabled      (EDIT in both, staying put)
import { setup } from 'xstate';

export const ALERT_ACTIONS = { enable: 'ENABLE', disable: 'DISABLE', edit: 'EDIT' } as const;
export type AlertAction = keyof typeof ALERT_ACTIONS;

export const alertLifecycle = setup({
  types: { events: {} as { type: 'ENABLE' } | { type: 'DISABLE' } | { type: 'EDIT' } },
}).createMachine({
  id: 'alertLifecycle',
  initial: 'disabled',
  states: {
    disabled: { on: { ENABLE: 'enabled', EDIT: 'disabled' } },
    enabled: { on: { DISABLE: 'disabled', EDIT: 'enabled' } },
  },
});

/** Whether an alert whose `enabled` is this offers `action` (anything but a boolean offers nothing). */
export function offersAlertAction(enabled: unknown, action: AlertAction): boolean {
  if (typeof enabled !== 'boolean') return false;
  return alertLifecycle.resolveState({ value: enabled ? 'enabled' : 'disabled' }).can({ type: ALERT_ACTIONS[action] });
}
