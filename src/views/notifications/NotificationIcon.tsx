// The icon of a notification's type (spec section 3: each type's display configuration names one),
// drawn inline: no icon font, no request, nothing the strict CSP would block. The same drawing for
// a type in the toast, the popup, the banner and the full list. Decorative: hidden from assistive
// technologies, the entry's text is its label.
import type { ReactElement } from 'react';
import { displayConfigFor, type NotificationIcon } from '../../../machines/domain/notificationTypes';
import { iconProps } from '../shell/icons';

const PAGE = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z';

/** One drawing per icon name of the display configuration (the type checker wants every name). */
const DRAWINGS: Record<NotificationIcon, ReactElement> = {
  // A page with a signature.
  contract: (
    <>
      <path d={PAGE} />
      <polyline points="14 3 14 8 19 8" />
      <path d="M8 17c1.5-2 2.5-2 3 0s1.5 1 2.5-.5 1.5-1 2.5 0" />
    </>
  ),
  // A briefcase.
  mission: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2" />
      <line x1="3" y1="13" x2="21" y2="13" />
    </>
  ),
  // A clock.
  'time-sheet': (
    <>
      <circle cx="12" cy="12" r="9" />
      <polyline points="12 7 12 12 15 14" />
    </>
  ),
  // A receipt.
  invoice: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <line x1="9" y1="8" x2="15" y2="8" />
      <line x1="9" y1="12" x2="15" y2="12" />
      <line x1="9" y1="16" x2="13" y2="16" />
    </>
  ),
  // A page of text.
  document: (
    <>
      <path d={PAGE} />
      <polyline points="14 3 14 8 19 8" />
      <line x1="9" y1="13" x2="15" y2="13" />
      <line x1="9" y1="17" x2="15" y2="17" />
    </>
  ),
  // A newspaper.
  news: (
    <>
      <path d="M4 5h13v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z" />
      <path d="M17 9h3v10a2 2 0 0 1-2 2" />
      <line x1="8" y1="9" x2="13" y2="9" />
      <line x1="8" y1="13" x2="13" y2="13" />
      <line x1="8" y1="17" x2="11" y2="17" />
    </>
  ),
  // A calendar with a tick.
  'days-off': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <line x1="8" y1="3" x2="8" y2="7" />
      <line x1="16" y1="3" x2="16" y2="7" />
      <line x1="3" y1="10" x2="21" y2="10" />
      <polyline points="9 15 11 17 15 13" />
    </>
  ),
  // A star: an offer that matches.
  'job-offer': <polygon points="12 3 14.8 8.7 21 9.6 16.5 14 17.6 20.2 12 17.3 6.4 20.2 7.5 14 3 9.6 9.2 8.7 12 3" />,
  // A person.
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  // A coin: a pay advance.
  deposit: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 8.5a3.5 3.5 0 1 0 0 7" />
      <line x1="8" y1="11" x2="13" y2="11" />
      <line x1="8" y1="13" x2="13" y2="13" />
    </>
  ),
  // A clock with a tick: a week approved.
  'time-sheet-approved': (
    <>
      <path d="M20.5 10.5A9 9 0 1 0 12 21" />
      <polyline points="12 7 12 12 14.5 13.5" />
      <polyline points="15 18 17 20 21 16" />
    </>
  ),
  // A clock with an exclamation mark: a week disputed.
  'time-sheet-disputed': (
    <>
      <path d="M20.5 10.5A9 9 0 1 0 12 21" />
      <polyline points="12 7 12 12 14.5 13.5" />
      <line x1="19" y1="14" x2="19" y2="18.5" />
      <line x1="19" y1="21" x2="19" y2="21.01" />
    </>
  ),
  // A wrench.
  maintenance: (
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
  ),
};

/** The icon of the notification's type; nothing for a type without a configuration. */
export function NotificationTypeIcon({ type }: { type: string }) {
  const icon = displayConfigFor(type)?.icon;
  if (!icon) return null;
  return (
    <svg {...iconProps} className="notification-icon" data-icon={icon}>
      {DRAWINGS[icon]}
    </svg>
  );
}
