// The main navigation: desktop tabs (links in the Tab order; the arrow keys, Home and End also move
// between them), or, on small screens, a burger button that discloses the same links.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useDismiss } from '../shared/useDismiss';
import { CloseIcon, MenuIcon } from './icons';

export interface NavEntry {
  id: string;
  path: string;
}

/** Arrow keys, Home and End move focus between the links of a list (they all stay tabbable). */
function moveFocusAmongLinks(event: KeyboardEvent<HTMLElement>, vertical: boolean) {
  const keys = vertical ? ['ArrowDown', 'ArrowUp'] : ['ArrowRight', 'ArrowLeft'];
  if (![...keys, 'Home', 'End'].includes(event.key)) return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href]'));
  const current = links.indexOf(document.activeElement as HTMLElement);
  if (current === -1 || links.length === 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : (current + (event.key === keys[0] ? 1 : -1) + links.length) % links.length;
  links[next].focus();
}

function NavList({ entries, onNavigate }: { entries: NavEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <NavLink to={entry.path} data-nav={entry.id} onClick={onNavigate}>
            {t(`nav.${entry.id}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function MainTabs({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav
      className="main-nav main-nav--tabs"
      aria-label={t('shell.mainNavigation')}
      onKeyDown={(event) => moveFocusAmongLinks(event, false)}
    >
      <NavList entries={entries} />
    </nav>
  );
}

export function BurgerMenu({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  // The menu is open on the screen where it was opened: a new screen (a link followed, history
  // moved) closes it, without an effect racing the click that opens it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };
  useDismiss({ open, within: [button, panel], onDismiss: (reason) => close(reason === 'escape') });

  return (
    <div className="burger" data-open={open}>
      <button
        ref={button}
        type="button"
        className="burger__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        data-testid="burger-button"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span>{t('shell.menu')}</span>
      </button>
      <nav
        ref={panel}
        id={panelId}
        className="main-nav burger__panel"
        aria-label={t('shell.mainNavigation')}
        hidden={!open}
        onKeyDown={(event) => moveFocusAmongLinks(event, true)}
      >
        {open && <NavList entries={entries} onNavigate={() => close(false)} />}
      </nav>
    </div>
  );
}
