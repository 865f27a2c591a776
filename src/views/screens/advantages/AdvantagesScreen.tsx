// Advantages (docs/screens/advantages.md): the page of the tab the URL is on, CET, health mutual,
// FASTT, collective agreement or platform benefits, with the tenant's texts and links from its
// translation files (`tenant.advantages.<page>`: `{ text, links: [{ label, url }] }`), or this
// screen's general words when the tenant's file has none. A page the tenant does not have says so.
// Texts are rendered as text; a link opens only an https, mailto or tel address.
import { useTranslation } from 'react-i18next';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { readAdvantagePage, type AdvantagePage } from './advantagePage';
import { useAdvantages, type AdvantagesRef } from './useAdvantages';

export type { AdvantagesRef };

export const texts = {
  fr: {
    absent: 'Votre agence ne propose pas cette page. Ses autres avantages sont dans le menu ci-dessus.',
    links: 'Liens utiles',
    newTab: '(s’ouvre dans un nouvel onglet)',
    pages: {
      cet: {
        text: 'Le compte épargne-temps (CET) vous permet de mettre de côté une partie de ce que vous gagnez en mission pour la retrouver plus tard, entre deux missions ou pour un projet.\n\nVotre agence vous explique comment l’ouvrir et l’alimenter.',
      },
      healthMutual: {
        text: 'Comme intérimaire, vous pouvez bénéficier d’une complémentaire santé négociée pour le travail temporaire, dès vos premières heures de mission.\n\nVotre agence vous indique comment y adhérer.',
      },
      fastt: {
        text: 'Le FASTT, Fonds d’action sociale du travail temporaire, aide les intérimaires à se loger, se déplacer, faire garder leurs enfants ou obtenir un crédit.\n\nVotre agence vous dit quelles aides vous concernent.',
      },
      collectiveAgreement: {
        text: 'Les accords collectifs du travail temporaire fixent vos droits : rémunération égale à celle des salariés de l’entreprise, indemnités de fin de mission et de congés payés, formation.\n\nVotre agence tient le texte à votre disposition.',
      },
      platformBenefits: {
        text: 'Les avantages de la plateforme vous réservent des réductions et des offres partenaires.\n\nVotre agence vous en donne l’accès.',
      },
    },
  },
  en: {
    absent: 'Your agency does not offer this page. Its other advantages are in the menu above.',
    links: 'Useful links',
    newTab: '(opens in a new tab)',
    pages: {
      cet: {
        text: 'The time savings account (CET) lets you put aside part of what you earn on missions and get it back later, between two missions or for a project.\n\nYour agency explains how to open it and pay into it.',
      },
      healthMutual: {
        text: 'As a temporary worker, you may join a top-up health insurance negotiated for temporary work, from your first hours on a mission.\n\nYour agency tells you how to join.',
      },
      fastt: {
        text: 'The FASTT, the social action fund of temporary work, helps temporary workers find housing, get around, have their children looked after or get a loan.\n\nYour agency tells you which help applies to you.',
      },
      collectiveAgreement: {
        text: 'The collective agreements of temporary work set your rights: the same pay as the client’s employees, end-of-mission and paid-leave allowances, training.\n\nYour agency keeps the text for you to read.',
      },
      platformBenefits: {
        text: 'Platform benefits give you discounts and partners’ offers.\n\nYour agency gives you access.',
      },
    },
  },
} satisfies ScreenTexts;

export default function AdvantagesScreen({ actorRef }: { actorRef: AdvantagesRef }) {
  const { t } = useScreenTexts('advantages', texts);
  const { t: all } = useTranslation();
  const { state, page: tab } = useAdvantages(actorRef);
  const shown = tab !== null;
  // The tenant's page if its file has one, else this screen's general words.
  const page: AdvantagePage | null =
    tab !== null
      ? (readAdvantagePage(all(`tenant.advantages.${tab}`, { returnObjects: true })) ?? {
          text: t(`pages.${tab}.text`),
          links: [],
        })
      : null;
  return (
    <div className="advantages" data-machine="advantages" data-state={state} data-page={shown ? tab : undefined}>
      {!shown && <p role="note">{t('absent')}</p>}
      {page && (
        <article className="advantages__page">
          {page.text.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {page.links.length > 0 && (
            <>
              <h3>{t('links')}</h3>
              <ul className="advantages__links">
                {page.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> {t('newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </article>
      )}
    </div>
  );
}
