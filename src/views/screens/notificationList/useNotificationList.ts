// The full notification list (notificationList child of the app machine, while its route shows)
// as views see it: the page, the paging and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../../machines/domain/statePaths';
import type { AppNotification } from '../../../../machines/domain/types';
import { pageCount, type notificationListMachine } from '../../../../machines/notificationList/notificationList.machine';

export type NotificationListRef = ActorRefFrom<typeof notificationListMachine>;

export function useNotificationList(list: NotificationListRef) {
  const state = useSelector(list, (s) => dataState(s.value));
  const phase = useSelector(list, (s) => {
    const phases = ['loading', 'failed', 'empty', 'ready', 'opening'] as const;
    return phases.find((candidate) => s.matches(candidate)) ?? 'loading';
  });
  const items = useSelector(list, (s) => s.context.items);
  const page = useSelector(list, (s) => s.context.page);
  const pages = useSelector(list, (s) => pageCount(s.context));
  return {
    state,
    /** Which part of the page shows: the loading line, the failure, the empty line or the list. */
    phase,
    items,
    page,
    pages,
    nextPage: () => list.send({ type: 'NEXT_PAGE' }),
    previousPage: () => list.send({ type: 'PREVIOUS_PAGE' }),
    retry: () => list.send({ type: 'RETRY' }),
    openNotification: (notification: AppNotification) => list.send({ type: 'OPEN_NOTIFICATION', notification }),
  };
}
