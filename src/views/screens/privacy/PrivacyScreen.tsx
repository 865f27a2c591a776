// Privacy (docs/screens/privacy.md): the tenant's privacy notice to its workers, its parts in the
// order of GDPR article 13 under headings the portal writes in the reader's language; paragraphs and
// links are the tenant's texts, rendered as text (links only https: or mailto:, as the contract says).
import type { ScreenItem } from '../../../../machines/families/screen';
import { DetailView } from '../families/DetailView';
import { longDate } from '../families/longDate';
import { useDetail, type DetailRef } from '../families/useDetail';
import { useScreenTexts, type ScreenTexts } from '../texts';

type SectionId = 'controller' | 'collected' | 'purposes' | 'retention' | 'rights' | 'dpo';

interface PrivacyNotice extends ScreenItem {
  updatedOn: string;
  sections: { id: SectionId; paragraphs: string[]; links: { label: string; href: string }[] }[];
}

export const texts = {
  fr: {
    failed: 'La politique de confidentialité n’a pas pu être chargée.',
    notFound: 'Votre agence n’a pas encore publié sa politique de confidentialité.',
    forbidden: 'La politique de confidentialité ne vous est pas accessible.',
    updated: 'Mise à jour le {{date}}',
    sections: {
      controller: 'Qui traite vos données',
      collected: 'Les données collectées',
      purposes: 'Pourquoi nous les traitons',
      retention: 'Combien de temps nous les gardons',
      rights: 'Vos droits',
      dpo: 'Nous écrire',
    },
  },
  en: {
    failed: 'The privacy notice could not be loaded.',
    notFound: 'Your agency has not published its privacy notice yet.',
    forbidden: 'The privacy notice is not available to you.',
    updated: 'Updated on {{date}}',
    sections: {
      controller: 'Who processes your data',
      collected: 'The data we collect',
      purposes: 'Why we process it',
      retention: 'How long we keep it',
      rights: 'Your rights',
      dpo: 'Write to us',
    },
  },
} satisfies ScreenTexts;

const SAFE_LINK = /^(?:https:\/\/|mailto:)/;

export default function PrivacyScreen({ actorRef }: { actorRef: DetailRef }) {
  const { t, i18n } = useScreenTexts('privacy', texts);
  const detail = useDetail<PrivacyNotice>(actorRef);
  return (
    <DetailView detail={detail} failed={t('failed')} notFound={t('notFound')} forbidden={t('forbidden')}>
      {(notice) => (
        <div className="privacy" data-item={notice.id}>
          <p className="privacy__updated">
            <time dateTime={notice.updatedOn}>{t('updated', { date: longDate(notice.updatedOn, i18n.language) })}</time>
          </p>
          {notice.sections.map((section) => (
            <section key={section.id} aria-labelledby={`privacy-${section.id}`} data-section={section.id}>
              <h2 id={`privacy-${section.id}`}>{t(`sections.${section.id}`)}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
              {section.links.length > 0 && (
                <ul className="privacy__links">
                  {section.links
                    // The contract admits only these; anything else stays text, never a link a page could run.
                    .map((link) => (
                      <li key={link.href}>{SAFE_LINK.test(link.href) ? <a href={link.href}>{link.label}</a> : link.label}</li>
                    ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </DetailView>
  );
}
