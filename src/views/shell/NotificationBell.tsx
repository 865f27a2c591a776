// The notification bell (decisions.md "Shell"). Internal users: a bell that is shown, not
// clickable, without badge. Others: a button whose badge is the number of unprocessed popup
// notifications (bell machine); it opens the notification popup (popup machine).
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationPopup } from '../notifications/NotificationPopup';
import { usePopupRef, usePopupToggle, type PopupRef } from '../notifications/usePopup';
import { useDismiss } from '../shared/useDismiss';
import { BellIcon } from './icons';
import { useBell, useBellRef, type BellRef } from './useBell';

export function NotificationBell({ internalUser }: { internalUser: boolean }) {
  const bell = useBellRef();
  const popup = usePopupRef();
  if (internalUser || !bell || !popup) return <StaticBell />;
  return <ClickableBell bell={bell} popup={popup} />;
}

function StaticBell() {
  const { t } = useTranslation();
  return (
    <span
      className="bell bell--static"
      role="img"
      aria-label={t('shell.bell.label')}
      data-testid="notification-bell"
      data-clickable="false"
    >
      <BellIcon />
    </span>
  );
}

function ClickableBell({ bell, popup }: { bell: BellRef; popup: PopupRef }) {
  const { t } = useTranslation();
  const { state, unprocessedCount, badge } = useBell(bell);
  const { open, show, close } = usePopupToggle(popup);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Focus goes back to the bell on Escape, and after a press outside when it was in the popup
  // (not when the press moved it somewhere else on purpose).
  useDismiss({
    open,
    within: [button, panel],
    onDismiss: (reason) => {
      const focusWasInside = panel.current?.contains(document.activeElement) ?? false;
      close();
      if (reason === 'escape' || focusWasInside) button.current?.focus();
    },
  });

  const label =
    unprocessedCount > 0 ? `${t('shell.bell.label')}, ${t('shell.bell.unprocessed', { count: unprocessedCount })}` : t('shell.bell.label');
  return (
    <div className="bell" data-machine="bell" data-state={state}>
      <button
        ref={button}
        type="button"
        className="bell__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={open ? close : show}
        data-testid="notification-bell"
        data-clickable="true"
      >
        <BellIcon />
        {badge !== null && (
          <span className="bell__badge" aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      <NotificationPopup popup={popup} id={panelId} panel={panel} />
    </div>
  );
}
