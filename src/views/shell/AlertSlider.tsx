// The alert slider (alerts machine): one alert at a time, previous / next / pause buttons, rotation
// held while the pointer is over it or focus is in it. Hidden when there is no alert; a one-line
// message with Retry when the alerts could not be loaded. Alert texts are rendered as text, never as HTML.
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';
import { useAlerts, useAlertsRef, type AlertsRef } from './useAlerts';

export function AlertSlider() {
  const alerts = useAlertsRef();
  if (!alerts) return null;
  return <AlertSliderView alerts={alerts} />;
}

function AlertSliderView({ alerts }: { alerts: AlertsRef }) {
  const { t } = useTranslation();
  const slider = useAlerts(alerts);
  if (slider.failed) {
    return (
      <div className="alert-slider alert-slider--failed" data-machine="alerts" data-state={slider.state} role="status">
        <span>{t('shell.alerts.failed')}</span>{' '}
        <button type="button" className="link-button" onClick={slider.retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!slider.visible || !slider.current) {
    return <div className="alert-slider" data-machine="alerts" data-state={slider.state} hidden />;
  }
  const { current, index } = slider;
  const total = slider.alerts.length;
  const level = current.level ?? 'info';
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) slider.focusLeave();
  };
  return (
    <section
      className={`alert-slider alert-slider--${level}`}
      aria-roledescription={t('shell.alerts.roleDescription')}
      aria-label={t('shell.alerts.label')}
      data-machine="alerts"
      data-state={slider.state}
      onMouseEnter={slider.pointerEnter}
      onMouseLeave={slider.pointerLeave}
      onFocus={slider.focusEnter}
      onBlur={onBlur}
    >
      {/* Announced when the user moves it, not on every automatic turn. */}
      <div className="alert-slider__slide" aria-live={slider.held ? 'polite' : 'off'} aria-atomic="true">
        <div
          role="group"
          aria-roledescription={t('shell.alerts.slide')}
          aria-label={t('shell.alerts.position', { current: index + 1, total })}
          data-testid="alert-slide"
          data-alert-id={current.id}
        >
          <span className="alert-slider__level">{t(`shell.alerts.level.${level}`, { defaultValue: t('shell.alerts.level.info') })}</span>
          <p className="alert-slider__message">{current.message}</p>
        </div>
      </div>
      {total > 1 && (
        <div className="alert-slider__controls">
          <button type="button" onClick={slider.previous} aria-label={t('shell.alerts.previous')}>
            <PreviousIcon />
          </button>
          <span className="alert-slider__position" aria-hidden="true">
            {index + 1}/{total}
          </span>
          <button type="button" onClick={slider.next} aria-label={t('shell.alerts.next')}>
            <NextIcon />
          </button>
          {/* One button whose label changes, so focus stays on it. */}
          <button
            type="button"
            onClick={slider.pausedByUser ? slider.resume : slider.pause}
            aria-label={t(slider.pausedByUser ? 'shell.alerts.resume' : 'shell.alerts.pause')}
          >
            {slider.pausedByUser ? <PlayIcon /> : <PauseIcon />}
          </button>
        </div>
      )}
    </section>
  );
}
