// The notification bell (decisions.md "Shell"). Internal users: a bell that is shown, not
// clickable, without badge. Others: a button whose badge is the number of unprocessed popup
// notifications (bell machine); it opens the notification popup. The popup's list is a machine of
// a later issue: until then the panel says the list is coming and links to the full list.
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDismiss } from '../shared/useDismiss';
import { BellIcon } from './icons';
import { useBell, useBellRef, type BellRef } from './useShell';

/** Badges stop counting here: "99+". */
const BADGE_MAX = 99;

export function NotificationBell({ internalUser }: { internalUser: boolean }) {
  const bell = useBellRef();
  if (internalUser || !bell) return <StaticBell />;
  return <ClickableBell bell={bell} />;
}

function StaticBell() {
  const { t } = useTranslation();
  return (
    <span className="bell bell--static" role="img" aria-label={t('shell.bell.label')} data-testid="notification-bell" data-clickable="false">
      <BellIcon />
    </span>
  );
}

function ClickableBell({ bell }: { bell: BellRef }) {
  const { t } = useTranslation();
  const { state, unprocessedCount } = useBell(bell);
  // Open or closed is the popup machine's business once it exists; for now a plain disclosure.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  useDismiss({ open, within: [button, panel], onDismiss: (reason) => close(reason === 'escape') });

  const label = unprocessedCount > 0
    ? `${t('shell.bell.label')}, ${t('shell.bell.unprocessed', { count: unprocessedCount })}`
    : t('shell.bell.label');
  return (
    <div className="bell" data-machine="bell" data-state={state}>
      <button ref={button} type="button" className="bell__button" aria-label={label} aria-expanded={open} aria-controls={panelId}
        onClick={() => setOpen((value) => !value)} data-testid="notification-bell" data-clickable="true">
        <BellIcon />
        {unprocessedCount > 0 && (
          <span className="bell__badge" aria-hidden="true" data-testid="notification-badge">
            {unprocessedCount > BADGE_MAX ? `${BADGE_MAX}+` : unprocessedCount}
          </span>
        )}
      </button>
      <div ref={panel} id={panelId} className="bell__panel" role="region" aria-label={t('shell.bell.label')} hidden={!open}>
        {open && (
          <>
            <p>{t('shell.bell.listComing')}</p>
            <Link to="/my-profile/my-notifications" onClick={() => close(false)}>{t('shell.bell.showAll')}</Link>
          </>
        )}
      </div>
    </div>
  );
}
