// The profile dropdown (menu button pattern): a button that opens a menu of the profile entries the
// user's roles allow, logout last. Enter, Space or ArrowDown open it on the first item, ArrowUp on
// the last; in the menu the arrows, Home and End move, Escape closes and gives focus back to the
// button, Tab closes and moves on.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserInfo } from '../../../machines/domain/types';
import { useDismiss } from '../shared/useDismiss';
import { ChevronDownIcon } from './icons';
import type { NavEntry } from './MainNav';

function displayName(user: UserInfo): string | null {
  const name = [user.firstName, user.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
  return name || null;
}

function initials(name: string | null): string {
  if (!name) return '?';
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function ProfileMenu({ user, entries, onLogout }: { user: UserInfo; entries: NavEntry[]; onLogout: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  /** Which item takes focus once the menu opens: the first (click, Enter, Space, ArrowDown) or the last (ArrowUp). */
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const menuId = useId();
  const buttonId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const name = displayName(user);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openMenu = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  useDismiss({ open, within: [button, menu], onDismiss: (reason) => close(reason === 'escape') });

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open, focusOnOpen]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focus(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focus(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(list.length - 1);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Space activates a link item as Enter does.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        break;
      default:
    }
  };

  return (
    <div className="profile-menu">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="profile-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        data-testid="profile-menu-button"
      >
        <span className="profile-menu__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="visually-hidden">
          {t('shell.profileMenu')}
          {name ? ' : ' : ''}
        </span>
        {name && <span className="profile-menu__name">{name}</span>}
        <ChevronDownIcon />
      </button>
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="profile-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {open &&
          entries.map((entry) => (
            <li key={entry.id} role="none">
              {entry.id === 'logout' ? (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  data-nav="logout"
                  className="profile-menu__item"
                  onClick={() => {
                    close(false);
                    onLogout();
                  }}
                >
                  {t('nav.logout')}
                </button>
              ) : (
                <Link
                  to={entry.path}
                  role="menuitem"
                  tabIndex={-1}
                  data-nav={entry.id}
                  className="profile-menu__item"
                  onClick={() => close(true)}
                >
                  {t(`nav.${entry.id}`)}
                </Link>
              )}
            </li>
          ))}
      </ul>
    </div>
  );
}
