// Notifications used by the model and view tests of the toaster, popup, banner and list: one per
// behaviour the display table gives (marked then redirected with query params, redirected at once,
// important without redirection, in a category the demo worker blocks).
import type { AppNotification } from '../../machines/domain/types';

export const CONTRACT: AppNotification = {
  id: 'n-contract',
  type: 'contractToSign',
  category: 'contracts',
  data: { label: 'Contrat CON-1041 — Boulangerie Dupain' },
};
export const NEWS: AppNotification = {
  id: 'n-news',
  type: 'newsPublished',
  category: 'news',
  data: { label: 'Actualité : Dupain recrute' },
};
export const DAYS_OFF: AppNotification = {
  id: 'n-daysoff',
  type: 'daysOffAnswered',
  category: 'daysOff',
  data: { label: 'Demande de congés acceptée' },
};
export const MAINTENANCE: AppNotification = {
  id: 'n-maintenance',
  type: 'maintenancePlanned',
  category: 'system',
  data: { startsAt: '2025-06-08T00:00:00Z' },
};
export const PROFILE: AppNotification = {
  id: 'n-profile',
  type: 'profileToComplete',
  category: 'profile',
  data: { label: 'Complétez votre profil' },
};
export const HOSTILE: AppNotification = {
  id: 'n-hostile',
  type: 'contractToSign',
  category: 'contracts',
  data: { label: '<img src=x onerror=alert(1)>' },
};

/** Where each of them leads, written from the display table (decisions.md "Notification types"). */
export const EXPECTED_REDIRECTS: Record<string, { to: string; state: Record<string, string> | null } | null> = {
  [CONTRACT.id]: { to: '/contracts?status=toSign', state: null },
  [NEWS.id]: { to: '/news', state: null },
  [DAYS_OFF.id]: { to: '/my-profile/days-off', state: null },
  [MAINTENANCE.id]: null,
  [PROFILE.id]: { to: '/my-profile', state: { from: 'profileToComplete' } },
  [HOSTILE.id]: { to: '/contracts?status=toSign', state: null },
};

/** An HTTP failure as the client reports it: status and the server's Message. */
export function httpFailure(status: number, serverMessage: string): Error {
  return Object.assign(new Error(`HTTP ${status}`), { status, serverMessage });
}

export function page(prefix: string, from: number, count: number): AppNotification[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${from + i}`,
    type: 'documentAvailable',
    category: 'documents',
    data: { label: `Bulletin de paie ${from + i}` },
  }));
}
