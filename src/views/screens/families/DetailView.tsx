// The frame of a detail screen (machines/families/detail.ts): the loading line, the failed read's
// note, the "no such item" and "not yours" notes, the item (the screen renders it), the busy marks,
// and a way back in every state. Its root carries the machine's id and state.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenItem } from '../../../../machines/families/screen';
import type { useDetail } from './useDetail';

export interface DetailViewProps<TItem extends ScreenItem> {
  detail: ReturnType<typeof useDetail<TItem>>;
  /** The line shown when the read failed (the error dialog offers Retry). */
  failed: string;
  /** The line shown when the item does not exist, or no longer (404). */
  notFound: string;
  /** The line shown when the item is not the person's to see (403). */
  forbidden: string;
  /** A way back (to the list), shown in every state. */
  back?: ReactNode;
  /** The item, as the screen shows it. */
  children: (item: TItem) => ReactNode;
}

export function DetailView<TItem extends ScreenItem>({ detail, failed, notFound, forbidden, back, children }: DetailViewProps<TItem>) {
  const { t } = useTranslation();
  const busy = detail.phase === 'loading' || detail.phase === 'refreshing';
  return (
    <div className="screen-detail" data-machine={detail.machineId} data-state={detail.state} aria-busy={busy || undefined}>
      {detail.phase === 'loading' && <p role="status">{t('common.loading')}</p>}
      {detail.phase === 'loadFailed' && <p role="note">{failed}</p>}
      {detail.phase === 'notFound' && (
        <p role="note" className="screen-detail__gone">
          {notFound}
        </p>
      )}
      {detail.phase === 'forbidden' && (
        <p role="note" className="screen-detail__forbidden">
          {forbidden}
        </p>
      )}
      {(detail.phase === 'shown' || detail.phase === 'refreshing') && detail.item && children(detail.item)}
      {back}
    </div>
  );
}
