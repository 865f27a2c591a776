// The planning screens' heading and moves: the period's title, read out when it changes, and
// Previous / Today / Next in the screen's own words (`previous.<period>`, `today`, `next.<period>`).
// `block` is the screen's CSS block (`planning`, `aplan`), so each keeps its own layout.
interface PeriodBarProps {
  block: string;
  titleId: string;
  title: string;
  period: 'week' | 'month';
  t: (key: string) => string;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
}

export function PeriodBar({ block, titleId, title, period, t, onPrevious, onToday, onNext }: PeriodBarProps) {
  return (
    <div className={`${block}__bar`}>
      <h3 id={titleId} className={`${block}__title`} aria-live="polite">
        {title}
      </h3>
      <div className={`${block}__moves`}>
        <button type="button" className="button" onClick={onPrevious}>
          {t(`previous.${period}`)}
        </button>
        <button type="button" className="button" onClick={onToday}>
          {t('today')}
        </button>
        <button type="button" className="button" onClick={onNext}>
          {t(`next.${period}`)}
        </button>
      </div>
    </div>
  );
}
