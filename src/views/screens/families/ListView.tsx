// The frame of a list screen (machines/families/list.ts): the loading line, the failed read's note,
// the empty line, the items (the screen renders them), "show more", and the busy marks. The screen's
// view passes its texts; its root carries the machine's id and state.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenItem } from '../../../../machines/families/screen';
import type { useList } from './useList';

export interface ListViewProps<TItem extends ScreenItem> {
  list: ReturnType<typeof useList<TItem>>;
  /** What shows when the tab has nothing (a line, or a line and a way out). */
  empty: ReactNode;
  /** What shows above the list in every state (a search field). */
  toolbar?: ReactNode;
  /** The line shown when the read failed (the error dialog offers Retry). */
  failed: string;
  /** The items, as the screen shows them. */
  children: (items: TItem[]) => ReactNode;
}

export function ListView<TItem extends ScreenItem>({ list, empty, toolbar, failed, children }: ListViewProps<TItem>) {
  const { t } = useTranslation();
  const busy = list.phase === 'loading' || list.phase === 'refreshing' || list.loadingMore;
  return (
    <div className="screen-list" data-machine={list.machineId} data-state={list.state} aria-busy={busy || undefined}>
      {toolbar}
      {list.phase === 'loading' && <p role="status">{t('common.loading')}</p>}
      {list.phase === 'loadFailed' && <p role="note">{failed}</p>}
      {list.phase === 'empty' &&
        (typeof empty === 'string' ? <p className="screen-list__empty">{empty}</p> : <div className="screen-list__empty">{empty}</div>)}
      {(list.phase === 'loaded' || list.phase === 'refreshing') && (
        <>
          {list.phase === 'refreshing' && (
            <p role="status" className="screen-list__refreshing">
              {t('screens.list.refreshing')}
            </p>
          )}
          {children(list.items)}
          <p className="screen-list__count">{t('screens.list.count', { shown: list.items.length, total: list.total })}</p>
          {list.hasMore && (
            <button
              type="button"
              className="button"
              onClick={list.more}
              disabled={list.loadingMore}
              aria-busy={list.loadingMore || undefined}
            >
              {list.loadingMore ? t('common.loading') : t('screens.list.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
