// @vitest-environment happy-dom
// The notification views as a person sees them, in every state of their machines: the toast
// (loading its settings, failed, hidden, visible with its progress, leaving), the popup (closed,
// loading, failed, empty, a page, more, clearing, an entry being opened), the banner (inactive,
// loading, failed, shown, fading, hidden), the error dialog (closed, one failure, more waiting) and
// the full list (loading, failed, empty, a page, an entry being opened); then what every entry
// shows beside its text: its type's icon (the same on every surface) and, in the popup and the list,
// how long ago it came by the views' clock. Each view is bound to a live actor whose calls are
// deferred promises the test settles. Texts from the real fr files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise, SimulatedClock, type NonReducibleUnknown } from 'xstate';
import type { ReactElement } from 'react';
import { bannerMachine } from '../../machines/banner/banner.machine';
import { errorDialogMachine } from '../../machines/errorDialog/errorDialog.machine';
import { notificationListMachine } from '../../machines/notificationList/notificationList.machine';
import { popupMachine } from '../../machines/popup/popup.machine';
import { toasterMachine } from '../../machines/toaster/toaster.machine';
import { TOAST_DURATION_MS, TOAST_RESET_MS, TOAST_TICK_MS } from '../../machines/domain/constants';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../machines/domain/notificationAge';
import { NOTIFICATION_DISPLAY, NOTIFICATION_TYPES, type NotificationType } from '../../machines/domain/notificationTypes';
import type { AppNotification, Paged } from '../../machines/domain/types';
import { createI18n } from '../../src/services/i18n';
import { BannerView } from '../../src/views/notifications/ImportantBanner';
import { ErrorDialogView } from '../../src/views/notifications/ErrorDialog';
import { NotificationPopup } from '../../src/views/notifications/NotificationPopup';
import { ToastView } from '../../src/views/notifications/Toaster';
import { notificationText, type NotificationTextField } from '../../src/views/notifications/notificationText';
import { NotificationClockContext, type NotificationClock } from '../../src/views/notifications/NotificationTime';
import NotificationListView from '../../src/views/screens/notificationList/NotificationListScreen';
import { CONTRACT, HOSTILE, MAINTENANCE, PROFILE, page } from '../model/notificationFixtures';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

const i18n = createI18n();
beforeAll(() => {
  for (const folder of ['core', 'notifications']) {
    const texts = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n', folder, 'fr.json'), 'utf8')) as object;
    i18n.addResourceBundle('fr', 'translation', texts, true, true);
  }
});
afterEach(() => cleanup());

/** A call the test answers: resolve or reject the latest one. */
function calls<T, I = NonReducibleUnknown>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void; input: unknown }[] = [];
  const logic = fromPromise<T, I>(
    ({ input }) =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject, input });
      }),
  );
  return {
    logic,
    pending,
    resolve: async (value: T) => {
      await act(async () => {
        pending.at(-1)!.resolve(value);
        await Promise.resolve();
      });
    },
    reject: async (error: unknown) => {
      await act(async () => {
        pending.at(-1)!.reject(error);
        await Promise.resolve();
      });
    },
  };
}

function show(element: ReactElement, clock?: NotificationClock) {
  const router = createMemoryRouter([{ path: '*', element }]);
  const tree = (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
  return render(clock ? <NotificationClockContext.Provider value={clock}>{tree}</NotificationClockContext.Provider> : tree);
}
const root = (machine: string) => document.querySelector<HTMLElement>(`[data-machine="${machine}"]`)!;
/** Messages to the app (failures, redirects, processed) are the app model's business: silenced here. */
const QUIET = {
  raiseFailure: () => {},
  requestRedirect: () => {},
  announceProcessed: () => {},
  logLoadFailure: () => {},
  logBlockedToast: () => {},
};

describe('toast view', () => {
  it('shows nothing until its settings load or when they failed; then the toast, its progress, its exit', async () => {
    const settings = calls<string[]>();
    const clock = new SimulatedClock();
    const toaster = createActor(
      toasterMachine.provide({
        actors: { loadBlockedCategories: settings.logic, markProcessed: calls<void, { id: string }>().logic },
        actions: QUIET,
      }),
      { input: {}, clock },
    ).start();
    show(<ToastView toaster={toaster} />);
    expect(root('toaster').getAttribute('data-state')).toBe('loadingSettings');
    expect(screen.queryByTestId('toast')).toBeNull();
    await settings.reject(new Error('500'));
    expect(root('toaster').getAttribute('data-state')).toBe('settingsFailed');
    expect(screen.queryByTestId('toast')).toBeNull();
    act(() => toaster.send({ type: 'SETTINGS.RETRY' }));
    await settings.resolve(['daysOff']);
    expect(root('toaster').getAttribute('data-state')).toBe('ready.display.hidden ready.processing.idle');
    expect(screen.queryByTestId('toast')).toBeNull();

    act(() => toaster.send({ type: 'NOTIFICATION.RECEIVED', notification: HOSTILE }));
    expect(root('toaster').getAttribute('data-state')).toBe('ready.display.visible.running ready.processing.idle');
    const toast = screen.getByTestId('toast');
    expect(toast.className).toContain('toast--visible');
    // Spec section 9: toast animations 500 ms in, 300 ms out (the stylesheet's animations read them).
    expect(toast.style.getPropertyValue('--toast-in')).toBe('500ms');
    expect(toast.style.getPropertyValue('--toast-out')).toBe('300ms');
    // The label is text, not HTML.
    expect(screen.getByTestId('toast-title').textContent).toBe('Contrat à signer : <img src=x onerror=alert(1)>');
    expect(toast.querySelector('img')).toBeNull();
    expect(toast.textContent).toContain('Signer le contrat');
    expect(screen.getByTestId('toast-progress').getAttribute('aria-valuenow')).toBe('0');
    for (let i = 0; i < 36; i += 1) act(() => clock.increment(TOAST_TICK_MS));
    expect(screen.getByTestId('toast-progress').getAttribute('aria-valuenow')).toBe(
      String(Math.round((36 * TOAST_TICK_MS * 100) / TOAST_DURATION_MS)),
    );
    act(() => clock.increment(TOAST_DURATION_MS - 36 * TOAST_TICK_MS));
    expect(root('toaster').getAttribute('data-state')).toBe('ready.display.gone ready.processing.idle');
    expect(screen.getByTestId('toast').className).toContain('toast--gone');
    act(() => clock.increment(TOAST_RESET_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('the close button closes it; a click on it starts marking it processed', async () => {
    const mark = calls<void, { id: string }>();
    const toaster = createActor(
      toasterMachine.provide({
        actors: { loadBlockedCategories: fromPromise(async (): Promise<string[]> => []), markProcessed: mark.logic },
        actions: QUIET,
      }),
      { input: {} },
    ).start();
    show(<ToastView toaster={toaster} />);
    await act(async () => {
      await Promise.resolve();
    });
    act(() => toaster.send({ type: 'NOTIFICATION.RECEIVED', notification: CONTRACT }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(root('toaster').getAttribute('data-state')).toContain('display.gone');
    act(() => toaster.send({ type: 'NOTIFICATION.RECEIVED', notification: PROFILE }));
    // Another toast while this one leaves: ignored.
    expect(screen.getByTestId('toast').getAttribute('data-notification-id')).toBe(CONTRACT.id);
  });
});

describe('popup view', () => {
  it('closed, loading, failed, a page of entries, more, clearing, empty', async () => {
    const pages = calls<Paged<AppNotification>, { skip: number; take: number }>();
    const clear = calls<void, { ids: string[] }>();
    const popup = createActor(
      popupMachine.provide({
        actors: { loadPopupPage: pages.logic, markPopupProcessed: clear.logic, markProcessed: calls<void, { id: string }>().logic },
        actions: QUIET,
      }),
      { input: {} },
    ).start();
    show(<NotificationPopup popup={popup} id="popup" panel={{ current: null }} />);
    expect(root('popup').getAttribute('data-state')).toBe('closed');
    expect(root('popup').hidden).toBe(true);
    act(() => popup.send({ type: 'OPEN' }));
    expect(root('popup').getAttribute('data-state')).toBe('open.loading');
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    await pages.reject(new Error('offline'));
    expect(root('popup').getAttribute('data-state')).toBe('open.failed');
    expect(screen.getByRole('alert').textContent).toContain('Vos notifications n’ont pas pu être chargées.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(pages.pending.at(-1)?.input).toEqual({ skip: 0, take: 10 });
    await pages.resolve({ items: page('p', 1, 10), total: 12 });
    expect(root('popup').getAttribute('data-state')).toBe('open.ready');
    expect(document.querySelectorAll('.notification-popup__entry')).toHaveLength(10);
    expect(screen.getByTestId('popup-list').style.maxHeight).toBe('280px');
    expect(screen.getAllByRole('button', { name: /^Nouveau document disponible : Bulletin de paie/ })).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Voir 10 de plus' }));
    expect(root('popup').getAttribute('data-state')).toBe('open.loadingMore');
    expect(pages.pending.at(-1)?.input).toEqual({ skip: 10, take: 10 });
    await pages.resolve({ items: page('p', 11, 2), total: 12 });
    expect(document.querySelectorAll('.notification-popup__entry')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Voir 10 de plus' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme traité' }));
    expect(root('popup').getAttribute('data-state')).toBe('open.clearing');
    expect(clear.pending.at(-1)?.input).toEqual({ ids: page('p', 1, 12).map((n) => n.id) });
    await clear.resolve();
    expect(root('popup').getAttribute('data-state')).toBe('open.loading');
    await pages.resolve({ items: [], total: 0 });
    expect(screen.getByText('Aucune nouvelle notification.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes mes notifications' }).getAttribute('href')).toBe('/my-profile/my-notifications');
  });

  it('choosing an entry closes the popup while it is marked processed', async () => {
    const mark = calls<void, { id: string }>();
    const popup = createActor(
      popupMachine.provide({
        actors: {
          loadPopupPage: fromPromise(async (): Promise<Paged<AppNotification>> => ({ items: [CONTRACT], total: 1 })),
          markPopupProcessed: calls<void, { ids: string[] }>().logic,
          markProcessed: mark.logic,
        },
        actions: QUIET,
      }),
      { input: {} },
    ).start();
    show(<NotificationPopup popup={popup} id="popup" panel={{ current: null }} />);
    act(() => popup.send({ type: 'OPEN' }));
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole('button', { name: /Contrat à signer/ }));
    expect(root('popup').getAttribute('data-state')).toBe('opening');
    expect(root('popup').hidden).toBe(true);
    expect(mark.pending.at(-1)?.input).toEqual({ id: CONTRACT.id });
  });
});

describe('banner view', () => {
  it('inactive for internal users; loading, failed, shown with the first one, fading, hidden', async () => {
    const internal = createActor(bannerMachine, { input: { userType: 'internalUser' } }).start();
    const first = show(<BannerView banner={internal} />);
    expect(root('banner').getAttribute('data-state')).toBe('inactive');
    expect(screen.queryByTestId('important-banner')).toBeNull();
    first.unmount();

    const load = calls<AppNotification[]>();
    const clock = new SimulatedClock();
    const banner = createActor(bannerMachine.provide({ actors: { loadImportantNotifications: load.logic }, actions: QUIET }), {
      input: { userType: 'worker' },
      clock,
    }).start();
    show(<BannerView banner={banner} />);
    expect(root('banner').getAttribute('data-state')).toBe('loading');
    expect(screen.queryByTestId('important-banner')).toBeNull();
    await load.reject(new Error('503'));
    expect(root('banner').getAttribute('data-state')).toBe('failed');
    expect(screen.queryByTestId('important-banner')).toBeNull();
    act(() => banner.send({ type: 'LOAD.RETRY' }));
    await load.resolve([PROFILE, MAINTENANCE]);
    expect(root('banner').getAttribute('data-state')).toBe('shown');
    expect(screen.getByTestId('banner-title').textContent).toContain('Complétez votre profil');
    act(() => banner.send({ type: 'IMPORTANT.PROCESSED', ids: [PROFILE.id] }));
    // The next one's text: the maintenance has no button.
    expect(screen.getByTestId('important-banner').querySelector('.button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(root('banner').getAttribute('data-state')).toBe('fadingOut');
    expect(screen.getByTestId('important-banner').className).toContain('important-banner--fadingOut');
    act(() => clock.increment(800));
    expect(root('banner').getAttribute('data-state')).toBe('hidden');
    expect(screen.queryByTestId('important-banner')).toBeNull();
  });
});

describe('error dialog view', () => {
  it('closed; one failure with its message as text and Retry; a waiting count; Close', () => {
    const dialog = createActor(errorDialogMachine.provide({ actions: { deliverRetry: () => {} } })).start();
    show(<ErrorDialogView dialog={dialog} />);
    expect(root('errorDialog').getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() =>
      dialog.send({
        type: 'FAILURE.RAISED',
        failure: { source: 'toaster', call: 'loadBlockedCategories', message: '<b>Erreur</b> 500', retry: { type: 'SETTINGS.RETRY' } },
      }),
    );
    act(() =>
      dialog.send({
        type: 'FAILURE.RAISED',
        failure: { source: 'banner', call: 'loadImportantNotifications', message: 'x', retry: { type: 'LOAD.RETRY' } },
      }),
    );
    const alert = screen.getByRole('alertdialog');
    expect(root('errorDialog').getAttribute('data-state')).toBe('open');
    expect(alert.textContent).toContain('Vos préférences de notification n’ont pas pu être chargées.');
    expect(screen.getByTestId('error-dialog-message').textContent).toBe('<b>Erreur</b> 500');
    expect(alert.querySelector('b')).toBeNull();
    expect(alert.textContent).toContain('1 autre erreur en attente.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Vos notifications importantes n’ont pas pu être chargées.');
    fireEvent.click(within(screen.getByRole('alertdialog')).getAllByRole('button', { name: 'Fermer' })[0]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(root('errorDialog').getAttribute('data-state')).toBe('closed');
  });
});

describe('full list view', () => {
  it('loading, failed, a page with processed and unprocessed entries, pages, an entry being opened, empty', async () => {
    const pages = calls<Paged<AppNotification>, { skip: number; take: number }>();
    const mark = calls<void, { id: string }>();
    const list = createActor(
      notificationListMachine.provide({
        actors: { loadNotificationPage: pages.logic, markProcessed: mark.logic },
        actions: QUIET,
      }),
    ).start();
    show(<NotificationListView actorRef={list} />);
    expect(root('notificationList').getAttribute('data-state')).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    await pages.reject(new Error('500'));
    expect(root('notificationList').getAttribute('data-state')).toBe('failed');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await pages.resolve({
      items: [
        { ...CONTRACT, processed: false, createdAt: '2025-06-02T09:00:00Z' },
        { ...HOSTILE, processed: true },
      ],
      total: 21,
    });
    expect(root('notificationList').getAttribute('data-state')).toBe('ready');
    const entries = document.querySelectorAll('.notification-list__entry');
    expect([...entries].map((e) => e.getAttribute('data-processed'))).toEqual(['false', 'true']);
    expect(entries[0].textContent).toContain('Non traitée');
    expect(entries[1].textContent).toContain('Traitée');
    expect(entries[1].textContent).toContain('<img src=x onerror=alert(1)>');
    expect(entries[1].querySelector('img')).toBeNull();
    expect(screen.getByText('Page 1 sur 2')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /Contrat à signer/ })[0]);
    expect(root('notificationList').getAttribute('data-state')).toBe('opening');
    expect(mark.pending.at(-1)?.input).toEqual({ id: CONTRACT.id });
    await mark.resolve();
    expect(document.querySelector('.notification-list__entry')?.getAttribute('data-processed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(pages.pending.at(-1)?.input).toEqual({ skip: 20, take: 20 });
    await pages.resolve({ items: [], total: 0 });
    expect(root('notificationList').getAttribute('data-state')).toBe('empty');
    expect(screen.getByText('Vous n’avez aucune notification.')).toBeTruthy();
  });
});

/** The views' clock, moved by the test: `advance` moves "now" and runs the ticks the views asked for. */
function manualClock(start: number) {
  let now = start;
  const ticks = new Map<() => void, number>();
  const warnings: string[] = [];
  const clock: NotificationClock = {
    now: () => now,
    every: (ms, tick) => {
      ticks.set(tick, ms);
      return () => ticks.delete(tick);
    },
    warn: (message) => warnings.push(message),
  };
  return {
    clock,
    warnings,
    /** The intervals of the ticks running now. */
    intervals: () => [...ticks.values()],
    advance: (ms: number) =>
      act(() => {
        now += ms;
        ticks.forEach((_, tick) => tick());
      }),
  };
}

/** The accessible name of every element of a role in `container`, as assistive technologies compute it. */
function accessibleNames(container: HTMLElement, role: 'button') {
  const names = new Map<HTMLElement, string>();
  within(container).queryAllByRole(role, {
    name: (name, element) => {
      names.set(element as HTMLElement, name);
      return true;
    },
  });
  return names;
}
const iconOf = (element: Element) => element.querySelector('svg.notification-icon');
/** Text with its spaces made plain: Intl words "5 min" with a no-break space, whose kind varies with the ICU version. */
const plain = (text: string | null | undefined) => (text == null ? null : text.replace(/\s+/g, ' '));

const textOf = (notification: AppNotification, field: NotificationTextField) => notificationText(i18n.t, 'fr', notification, field);
const titleOf = (notification: AppNotification) => textOf(notification, 'toasterTitle');

const NOW = Date.UTC(2026, 10, 26, 9, 30, 0);
/** One notification of every type, five minutes old. */
const EVERY_TYPE: AppNotification[] = NOTIFICATION_TYPES.map((type) => ({
  id: `n-${type}`,
  type,
  category: NOTIFICATION_DISPLAY[type].category,
  data: { label: `Étiquette ${type}`, startsAt: '2026-12-06T01:00:00Z' },
  createdAt: new Date(NOW - 5 * MINUTE_MS).toISOString(),
}));

function popupShowing(items: AppNotification[]) {
  return createActor(
    popupMachine.provide({
      actors: {
        loadPopupPage: fromPromise(async (): Promise<Paged<AppNotification>> => ({ items, total: items.length })),
        markPopupProcessed: calls<void, { ids: string[] }>().logic,
        markProcessed: calls<void, { id: string }>().logic,
      },
      actions: QUIET,
    }),
    { input: {} },
  ).start();
}

function listShowing(items: AppNotification[]) {
  return createActor(
    notificationListMachine.provide({
      actors: {
        loadNotificationPage: fromPromise(async (): Promise<Paged<AppNotification>> => ({ items, total: items.length })),
        markProcessed: calls<void, { id: string }>().logic,
      },
      actions: QUIET,
    }),
  ).start();
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('icons', () => {
  it('every type shows its own icon, drawn the same in the toast, the popup, the banner and the full list, hidden from assistive technologies', async () => {
    const drawn = new Map<string, string[]>(NOTIFICATION_TYPES.map((type) => [type, []]));
    const { clock } = manualClock(NOW);

    for (const notification of EVERY_TYPE) {
      const toaster = createActor(
        toasterMachine.provide({
          actors: {
            loadBlockedCategories: fromPromise(async (): Promise<string[]> => []),
            markProcessed: calls<void, { id: string }>().logic,
          },
          actions: QUIET,
        }),
        { input: {} },
      ).start();
      const banner = createActor(
        bannerMachine.provide({
          actors: { loadImportantNotifications: fromPromise(async (): Promise<AppNotification[]> => [notification]) },
          actions: QUIET,
        }),
        { input: { userType: 'worker' } },
      ).start();
      show(
        <>
          <ToastView toaster={toaster} />
          <BannerView banner={banner} />
        </>,
        clock,
      );
      await settle();
      act(() => toaster.send({ type: 'NOTIFICATION.RECEIVED', notification }));
      const toast = screen.getByTestId('toast');
      // The icon sits in the toast's button, whose name stays the toast's text.
      const toastButton = within(toast).getAllByRole('button')[0];
      expect(iconOf(toastButton), `toast of ${notification.type}`).not.toBeNull();
      expect(accessibleNames(toast, 'button').get(toastButton)).toBe(
        `${titleOf(notification)} ${textOf(notification, 'buttonTitle') ?? ''}`.trim(),
      );
      drawn.get(notification.type)!.push(iconOf(toastButton)!.outerHTML);
      // The banner shows the important types only.
      if (NOTIFICATION_DISPLAY[notification.type as NotificationType].important) {
        drawn.get(notification.type)!.push(iconOf(screen.getByTestId('important-banner'))!.outerHTML);
      } else {
        expect(screen.queryByTestId('important-banner')).toBeNull();
      }
      toaster.stop();
      banner.stop();
      cleanup();
    }

    show(<NotificationPopup popup={popupShowing(EVERY_TYPE)} id="popup" panel={{ current: null }} />, clock);
    const popup = popupShowing(EVERY_TYPE);
    show(
      <>
        <NotificationPopup popup={popup} id="popup" panel={{ current: null }} />
        <NotificationListView actorRef={listShowing(EVERY_TYPE)} />
      </>,
      clock,
    );
    act(() => popup.send({ type: 'OPEN' }));
    await settle();
    for (const notification of EVERY_TYPE) {
      const [popupEntry, listEntry] = document.querySelectorAll(`[data-notification-id="${notification.id}"]`);
      expect(popupEntry.className).toBe('notification-popup__entry');
      expect(listEntry.closest('.notification-list__entry')).not.toBeNull();
      drawn.get(notification.type)!.push(iconOf(popupEntry)!.outerHTML, iconOf(listEntry)!.outerHTML);
    }

    for (const type of NOTIFICATION_TYPES) {
      const [first, ...others] = drawn.get(type)!;
      expect(first).toContain(`data-icon="${NOTIFICATION_DISPLAY[type].icon}"`);
      expect(first).toContain('aria-hidden="true"');
      expect(first).toContain('focusable="false"');
      // A drawing, not an empty frame.
      expect(first).toMatch(/<(path|line|polyline|polygon|rect|circle) /);
      const surfaces = NOTIFICATION_DISPLAY[type].important ? 'banner, popup, list' : 'popup, list';
      expect(others, `${type}: toast, ${surfaces}`).toEqual(surfaces.split(', ').map(() => first));
    }
    // One picture per type.
    expect(new Set(NOTIFICATION_TYPES.map((type) => drawn.get(type)![0].replace(/data-icon="[^"]*"/, ''))).size).toBe(
      NOTIFICATION_TYPES.length,
    );
  });

  it('the name of each popup and list entry stays its text: the title, then how long ago', async () => {
    const { clock } = manualClock(NOW);
    const popup = popupShowing(EVERY_TYPE);
    show(
      <>
        <NotificationPopup popup={popup} id="popup" panel={{ current: null }} />
        <NotificationListView actorRef={listShowing(EVERY_TYPE)} />
      </>,
      clock,
    );
    act(() => popup.send({ type: 'OPEN' }));
    await settle();
    const popupNames = accessibleNames(screen.getByTestId('popup-list'), 'button');
    const listNames = accessibleNames(screen.getByTestId('notification-list'), 'button');
    expect(popupNames.size).toBe(NOTIFICATION_TYPES.length);
    expect(listNames.size).toBe(NOTIFICATION_TYPES.length);
    expect([...popupNames.values()].map(plain)).toEqual(EVERY_TYPE.map((n) => `${titleOf(n)} il y a 5 min`));
    expect([...listNames.values()].map(plain)).toEqual(EVERY_TYPE.map((n) => `Non traitée ${titleOf(n)} il y a 5 min`));
    expect(plain([...popupNames.values()][0])).toBe('Contrat à signer : Étiquette contractToSign il y a 5 min');
    expect(plain([...listNames.values()][0])).toBe('Non traitée Contrat à signer : Étiquette contractToSign il y a 5 min');
  });
});

describe('how long ago', () => {
  const aged = (id: string, ms: number): AppNotification => ({ ...CONTRACT, id, createdAt: new Date(NOW - ms).toISOString() });
  const AGES = [
    aged('n-now', 30_000),
    aged('n-minutes', 5 * MINUTE_MS),
    aged('n-hours', 3 * HOUR_MS + 20 * MINUTE_MS),
    aged('n-days', 2 * DAY_MS),
    aged('n-year', 400 * DAY_MS),
  ];
  const timeOf = (id: string, surface: 'popup' | 'list') =>
    document
      .querySelector(
        `${surface === 'popup' ? '[data-testid="popup-list"]' : '[data-testid="notification-list"]'} [data-notification-id="${id}"]`,
      )!
      .querySelector('time');
  const timesIn = (surface: 'popup' | 'list', items: AppNotification[]) => items.map((n) => plain(timeOf(n.id, surface)?.textContent));

  it("each popup and list entry says when it came by the views' clock, the full date as tooltip, and says it again every minute while open", async () => {
    const time = manualClock(NOW);
    const popup = popupShowing(AGES);
    show(
      <>
        <NotificationPopup popup={popup} id="popup" panel={{ current: null }} />
        <NotificationListView actorRef={listShowing(AGES)} />
      </>,
      time.clock,
    );
    await settle();
    // The closed popup keeps no tick; the list does.
    expect(time.intervals()).toEqual([60_000]);
    act(() => popup.send({ type: 'OPEN' }));
    await settle();
    expect(time.intervals()).toEqual([60_000, 60_000]);
    const expected = ['maintenant', 'il y a 5 min', 'il y a 3 h', 'il y a 2 jours', 'il y a 1 an'];
    for (const surface of ['popup', 'list'] as const) {
      expect(timesIn(surface, AGES)).toEqual(expected);
    }
    const minutes = timeOf('n-minutes', 'popup')!;
    expect(minutes.getAttribute('datetime')).toBe('2026-11-26T09:25:00.000Z');
    expect(minutes.getAttribute('title')).toBe(
      new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.UTC(2026, 10, 26, 9, 25)),
    );

    time.advance(MINUTE_MS);
    for (const surface of ['popup', 'list'] as const) {
      expect(timesIn(surface, AGES)).toEqual(['il y a 1 min', 'il y a 6 min', 'il y a 3 h', 'il y a 2 jours', 'il y a 1 an']);
    }
    // Closed, the popup stops its tick; opened again, it says the time of now at once.
    act(() => popup.send({ type: 'CLOSE' }));
    expect(time.intervals()).toEqual([60_000]);
    time.advance(40 * MINUTE_MS);
    act(() => popup.send({ type: 'OPEN' }));
    await settle();
    expect(plain(timeOf('n-minutes', 'popup')?.textContent)).toBe('il y a 46 min');
    expect(plain(timeOf('n-now', 'popup')?.textContent)).toBe('il y a 41 min');
  });

  it('a date in the future or that is not a date shows no time and is logged once; no date shows none and logs nothing', async () => {
    const time = manualClock(NOW);
    const items: AppNotification[] = [
      aged('n-good', 5 * MINUTE_MS),
      aged('n-skewed', -30_000),
      aged('n-future', -2 * MINUTE_MS),
      { ...CONTRACT, id: 'n-garbage', createdAt: 'yesterday' },
      { ...CONTRACT, id: 'n-none' },
    ];
    const popup = popupShowing(items);
    show(
      <>
        <NotificationPopup popup={popup} id="popup" panel={{ current: null }} />
        <NotificationListView actorRef={listShowing(items)} />
      </>,
      time.clock,
    );
    act(() => popup.send({ type: 'OPEN' }));
    await settle();
    for (const surface of ['popup', 'list'] as const) {
      expect(timesIn(surface, items)).toEqual(['il y a 5 min', 'maintenant', null, null, null]);
    }
    // The entries are there, with their text.
    expect(screen.getAllByRole('button', { name: /Contrat à signer/ })).toHaveLength(2 * items.length);
    time.advance(MINUTE_MS / 2);
    act(() => popup.send({ type: 'CLOSE' }));
    act(() => popup.send({ type: 'OPEN' }));
    await settle();
    expect(time.warnings).toEqual([
      `Notification n-future: no time shown, createdAt "${new Date(NOW + 2 * MINUTE_MS).toISOString()}" is in the future`,
      'Notification n-garbage: no time shown, createdAt "yesterday" is not an ISO 8601 date-time',
    ]);
    // Once the clock passes it, the future date is an age like any other.
    time.advance(3 * MINUTE_MS);
    expect(plain(timeOf('n-future', 'list')?.textContent)).toBe('il y a 1 min');
    expect(time.warnings).toHaveLength(2);
  });
});
