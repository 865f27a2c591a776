// The publication lifecycle's controls of a back-office list (news, FAQs, banners:
// machines/families/publication.ts). On a card: the question of the action under way with Cancel and Confirm,
// else the line that says the last action is done and the buttons the card offers. The texts are
// the screen's own: `question.<action>`, `done.<action>`, `label.<action>`, `<action>`, `cancel`,
// `confirm`, `working`, interpolated with `named`. The question takes the focus when it opens (the
// button that asked it is gone); each button carries the key focus returns to (useReturnFocus).
// Above the list: the toolbar that writes a new item.
import { useEffect, useRef } from 'react';
import { focusKey } from '../../shared/useReturnFocus';
import type { useList } from './useList';
import type { useScreenTexts } from '../texts';

type Action = ReturnType<typeof useList>['action'];
type T = ReturnType<typeof useScreenTexts>['t'];

export interface PublicationCardActionsProps {
  id: string;
  action: Action;
  /** The action whose question is open on this card, if any. */
  asking: string | null;
  /** The action this card's last outcome reports, if any. */
  done: string | null;
  buttons: readonly string[];
  named: Record<string, unknown>;
  t: T;
}

export function PublicationCardActions({ id, action, asking, done, buttons, named, t }: PublicationCardActionsProps) {
  const busy = action.phase === 'pending';
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  if (asking)
    return (
      <div className="desk-confirm" role="group" aria-label={t(`question.${asking}`, named)} aria-busy={busy || undefined}>
        <p>{t(`question.${asking}`, named)}</p>
        <button ref={cancel} type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined}>
          {t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={action.confirm} aria-disabled={busy || undefined}>
          {busy ? t('working') : t('confirm')}
        </button>
      </div>
    );
  return (
    <>
      {done && (
        <p className="desk-outcome" role="status">
          {t(`done.${done}`, named)}
        </p>
      )}
      {buttons.length > 0 && (
        <p className="desk-actions">
          {buttons.map((which) => (
            <button
              key={which}
              type="button"
              className="button"
              onClick={() => action.start(which, id)}
              data-focus-key={focusKey(which, id)}
              aria-disabled={action.phase !== 'idle' || undefined}
              aria-label={t(`label.${which}`, named)}
            >
              {t(which)}
            </button>
          ))}
        </p>
      )}
    </>
  );
}

/**
 * Above a publishing screen's list: the line that says a new item was saved (without its title: it
 * outlives a change of tab, the item it stored may not) and the button that writes one.
 */
export function PublicationToolbar({ action, canCreate, t }: { action: Action; canCreate: boolean; t: T }) {
  const created = action.outcome?.action === 'create' && action.phase === 'idle';
  return (
    <div className="desk-toolbar">
      {created && (
        <p className="desk-outcome" role="status">
          {t('created')}
        </p>
      )}
      {canCreate && (
        <button type="button" className="button button--primary" onClick={() => action.start('create')} data-focus-key={focusKey('create')}>
          {t('create')}
        </button>
      )}
    </div>
  );
}
