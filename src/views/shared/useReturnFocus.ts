// Focus goes back where the person was when a part of the page they opened closes: a form, a
// confirmation, an action under way (WCAG 2.4.3, focus order). Closing removes the focused field or
// button, which drops the keyboard's focus to the page's start; only then is it moved: to the
// control that opens that action (`data-focus-key`, rendered again in the part's place), else to
// the first usable button of the card the action was on (`data-item`): a publish button gives way
// to a withdraw button.
import { useEffect } from 'react';

/** The `data-focus-key` of the control that starts `action` (on item `targetId`, or a new one). */
export const focusKey = (action: string, targetId: string | null = null) => `${action}:${targetId ?? ''}`;

const focusLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
};

const byAttribute = (name: string, value: string) => document.querySelector<HTMLElement>(`[${name}="${CSS.escape(value)}"]`);

/**
 * While an action is under way (`action`, on `targetId`), nothing happens; when it ends and focus
 * was lost with what it showed, focus returns to its control, else to its card's first button.
 */
export function useReturnFocus(under: { name: string; targetId: string | null } | null): void {
  const key = under ? focusKey(under.name, under.targetId) : null;
  const item = under?.targetId ?? null;
  useEffect(() => {
    if (key === null) return undefined;
    return () => {
      if (!focusLost()) return;
      const card = item === null ? null : byAttribute('data-item', item);
      const target =
        byAttribute('data-focus-key', key) ??
        card?.querySelector<HTMLElement>('button:not([disabled]):not([aria-disabled="true"])') ??
        null;
      target?.focus();
    };
  }, [key, item]);
}
