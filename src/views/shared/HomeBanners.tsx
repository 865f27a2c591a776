// The back office's banners at the top of a home (docs/screens/backOfficeBanners.md "What a reader
// sees on home"): each its title, its text and, when its path is one of the portal's
// (machines/domain/bannerLink.ts), a link to it; nothing at all when there is none. Texts are
// rendered as text; a link the rule refuses is not drawn, whatever the server answered.
import { Link } from 'react-router-dom';
import type { InferOutput } from 'valibot';
import type { HomeBannerSchema } from '../../../contract/screens/backOfficeBanners';
import { isPortalLink } from '../../../machines/domain/bannerLink';
import { useScreenTexts, type ScreenTexts } from '../screens/texts';
import './homeBanners.css';

export type HomeBanner = InferOutput<typeof HomeBannerSchema>;

export const texts = {
  fr: { label: 'À la une', more: 'En savoir plus', moreAbout: 'En savoir plus : {{title}}' },
  en: { label: 'Featured', more: 'Learn more', moreAbout: 'Learn more: {{title}}' },
} satisfies ScreenTexts;

export function HomeBanners({ banners }: { banners: readonly HomeBanner[] }) {
  const { t } = useScreenTexts('homeBanners', texts);
  if (banners.length === 0) return null;
  return (
    <section className="home-banners" aria-label={t('label')}>
      <ul>
        {banners.map((banner) => (
          <li key={banner.id} className="home-banner" data-banner={banner.id}>
            <p className="home-banner__title">{banner.title}</p>
            {banner.text && <p className="home-banner__text">{banner.text}</p>}
            {isPortalLink(banner.link) && (
              <Link
                className="home-banner__link"
                to={banner.link}
                // React renders it as text: i18next must not escape it as well.
                aria-label={t('moreAbout', { title: banner.title, interpolation: { escapeValue: false } })}
              >
                {t('more')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
