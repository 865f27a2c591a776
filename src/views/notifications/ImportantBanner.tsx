// The important-notification banner (spec section 4 "Banner"): a projection of the banner machine,
// with the first notification's icon, banner title and button; an 800 ms fade (CSS, off under
// prefers-reduced-motion). Texts are rendered as text.
import { useTranslation } from 'react-i18next';
import { BANNER_FADE_MS } from '../../../machines/domain/constants';
import { NotificationTypeIcon } from './NotificationIcon';
import { notificationText } from './notificationText';
import { useBanner, useBannerRef, type BannerRef } from './useBanner';

export function ImportantBanner() {
  const banner = useBannerRef();
  if (!banner) return null;
  return <BannerView banner={banner} />;
}

export function BannerView({ banner }: { banner: BannerRef }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { state, phase, first, close, open } = useBanner(banner);
  const shown = phase !== 'hidden' && first !== null;
  const title = first ? notificationText(t, language, first, 'bannerTitle') : null;
  const button = first ? notificationText(t, language, first, 'bannerButtonTitle') : null;
  return (
    <div className="important-banner-slot" data-machine="banner" data-state={state}>
      {shown && (
        <section
          className={`important-banner important-banner--${phase}`}
          aria-label={t('notificationsUi.bannerLabel')}
          data-testid="important-banner"
          style={{ '--banner-fade': `${BANNER_FADE_MS}ms` } as React.CSSProperties}
        >
          <NotificationTypeIcon type={first.type} />
          <p className="important-banner__title" data-testid="banner-title">
            {title}
          </p>
          {button && (
            <button type="button" className="button button--primary" onClick={open} disabled={phase !== 'shown'}>
              {button}
            </button>
          )}
          <button
            type="button"
            className="important-banner__close"
            onClick={close}
            disabled={phase !== 'shown'}
            aria-label={t('common.close')}
          >
            ×
          </button>
        </section>
      )}
    </div>
  );
}
