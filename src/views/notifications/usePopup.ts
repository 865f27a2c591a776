// The popup child of the app machine as views see it: the bell's open/close, the list with its
// paging and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../machines/domain/statePaths';
import type { AppNotification } from '../../../machines/domain/types';
import type { popupMachine } from '../../../machines/popup/popup.machine';
import { useAppActor } from '../app/appActorContext';

export type PopupRef = ActorRefFrom<typeof popupMachine>;

export const usePopupRef = () => useSelector(useAppActor(), (s) => s.children.popup as PopupRef | undefined);

/** What the bell needs of its popup: open or not, and the two commands. */
export function usePopupToggle(popup: PopupRef) {
  const open = useSelector(popup, (s) => s.matches('open'));
  return { open, show: () => popup.send({ type: 'OPEN' }), close: () => popup.send({ type: 'CLOSE' }) };
}

export function usePopup(popup: PopupRef) {
  const state = useSelector(popup, (s) => dataState(s.value));
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
