// The notification actors as views see them: the toaster, popup, banner, errorDialog and
// notificationList children of the app machine, small selections of their snapshots (a 70 ms
// progress tick re-renders the progress bar only) and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bannerMachine } from '../../../machines/banner/banner.machine';
import type { errorDialogMachine } from '../../../machines/errorDialog/errorDialog.machine';
import type { notificationListMachine } from '../../../machines/notificationList/notificationList.machine';
import { pageCount } from '../../../machines/notificationList/notificationList.machine';
import type { popupMachine } from '../../../machines/popup/popup.machine';
import { toastProgress, type toasterMachine } from '../../../machines/toaster/toaster.machine';
import type { AppNotification } from '../../../machines/domain/types';
import { useAppActor } from '../app/appActorContext';

export type ToasterRef = ActorRefFrom<typeof toasterMachine>;
export type PopupRef = ActorRefFrom<typeof popupMachine>;
export type BannerRef = ActorRefFrom<typeof bannerMachine>;
export type ErrorDialogRef = ActorRefFrom<typeof errorDialogMachine>;
export type NotificationListRef = ActorRefFrom<typeof notificationListMachine>;

/** A state value as one readable string: `ready.display.visible.running,processing.idle`. */
export const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${stateText(child)}`)
        .join(',');

export const useToasterRef = () => useSelector(useAppActor(), (s) => s.children.toaster as ToasterRef | undefined);
export const usePopupRef = () => useSelector(useAppActor(), (s) => s.children.popup as PopupRef | undefined);
export const useBannerRef = () => useSelector(useAppActor(), (s) => s.children.banner as BannerRef | undefined);
export const useErrorDialogRef = () => useSelector(useAppActor(), (s) => s.children.errorDialog as ErrorDialogRef | undefined);
export const useNotificationListRef = () =>
  useSelector(useAppActor(), (s) => s.children.notificationList as NotificationListRef | undefined);

export function useToaster(toaster: ToasterRef) {
  const state = useSelector(toaster, (s) => stateText(s.value));
  const phase = useSelector(toaster, (s) =>
    s.matches({ ready: { display: 'visible' } })
      ? ('visible' as const)
      : s.matches({ ready: { display: 'gone' } })
        ? ('gone' as const)
        : ('hidden' as const),
  );
  const toast = useSelector(toaster, (s) => s.context.toast);
  return { state, phase, toast, close: () => toaster.send({ type: 'CLOSE' }), open: () => toaster.send({ type: 'CLICK' }) };
}

/** The progress alone: the only part of the toast that changes every tick. */
export function useToastProgress(toaster: ToasterRef): number {
  return useSelector(toaster, (s) => toastProgress(s.context));
}

/** What the bell needs of its popup: open or not, and the two commands. */
export function usePopupToggle(popup: PopupRef) {
  const open = useSelector(popup, (s) => s.matches('open'));
  return { open, show: () => popup.send({ type: 'OPEN' }), close: () => popup.send({ type: 'CLOSE' }) };
}

export function usePopup(popup: PopupRef) {
  const state = useSelector(popup, (s) => stateText(s.value));
  const open = useSelector(popup, (s) => s.matches('open'));
  const phase = useSelector(popup, (s) =>
    s.matches({ open: 'loading' }) ? ('loading' as const) : s.matches({ open: 'failed' }) ? ('failed' as const) : ('list' as const),
  );
  const items = useSelector(popup, (s) => s.context.items);
  const hasMore = useSelector(popup, (s) => s.context.items.length < s.context.total);
  const busy = useSelector(popup, (s) => s.matches({ open: 'loadingMore' }) || s.matches({ open: 'clearing' }));
  return {
    state,
    open,
    phase,
    items,
    hasMore,
    busy,
    show: () => popup.send({ type: 'OPEN' }),
    close: () => popup.send({ type: 'CLOSE' }),
    loadMore: () => popup.send({ type: 'LOAD_MORE' }),
    clear: () => popup.send({ type: 'CLEAR' }),
    retryLoad: () => popup.send({ type: 'RETRY_LOAD' }),
    openNotification: (notification: AppNotification) => popup.send({ type: 'OPEN_NOTIFICATION', notification }),
  };
}

export function useBanner(banner: BannerRef) {
  const state = useSelector(banner, (s) => stateText(s.value));
  const phase = useSelector(banner, (s) =>
    s.matches('shown') ? ('shown' as const) : s.matches('fadingOut') ? ('fadingOut' as const) : ('hidden' as const),
  );
  const first = useSelector(banner, (s) => s.context.notifications[0] ?? null);
  const count = useSelector(banner, (s) => s.context.notifications.length);
  return { state, phase, first, count, close: () => banner.send({ type: 'CLOSE' }), open: () => banner.send({ type: 'OPEN' }) };
}

export function useErrorDialog(dialog: ErrorDialogRef) {
  const state = useSelector(dialog, (s) => stateText(s.value));
  const failure = useSelector(dialog, (s) => (s.matches('open') ? (s.context.queue[0] ?? null) : null));
  const waiting = useSelector(dialog, (s) => Math.max(0, s.context.queue.length - 1));
  return { state, failure, waiting, retry: () => dialog.send({ type: 'RETRY' }), dismiss: () => dialog.send({ type: 'DISMISS' }) };
}

export function useNotificationList(list: NotificationListRef) {
  const state = useSelector(list, (s) => stateText(s.value));
  const items = useSelector(list, (s) => s.context.items);
  const page = useSelector(list, (s) => s.context.page);
  const pages = useSelector(list, (s) => pageCount(s.context));
  return {
    state,
    items,
    page,
    pages,
    nextPage: () => list.send({ type: 'NEXT_PAGE' }),
    previousPage: () => list.send({ type: 'PREVIOUS_PAGE' }),
    retry: () => list.send({ type: 'RETRY' }),
    openNotification: (notification: AppNotification) => list.send({ type: 'OPEN_NOTIFICATION', notification }),
  };
}
