// Back office › banners (docs/screens/backOfficeBanners.md): the tenant's home banners of the tab (a
// status, or all), each with its status, text, link, whom it targets and when it was last published;
// write a new banner (saved as a draft) or change one, in a form kept as a draft; publish a draft or
// a disabled banner, disable an enabled one, each after a confirmation. Which buttons a banner offers
// is the machine's (its status and the reader's roles). Texts are rendered as text.
import type { ScreenItem } from '../../../../machines/families/screen';
import '../../shared/desk.css';
import { ListView } from '../families/ListView';
import { longDate } from '../families/longDate';
import { useCanStart, useOffered } from '../families/offered';
import { useList, type ListRef } from '../families/useList';
import { PublicationCardActions, PublicationToolbar } from '../families/PublicationCardActions';
import { useReturnFocus } from '../../shared/useReturnFocus';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { BannerForm } from './BannerForm';

type Status = 'draft' | 'enabled' | 'disabled';
const ACTIONS = ['edit', 'enable', 'disable'] as const;
const LIFECYCLE = ['enable', 'disable'] as const;
type ActionName = (typeof LIFECYCLE)[number];

interface BannerItem extends ScreenItem {
  title: string;
  text: string;
  link: string | null;
  audience: string[];
  status: Status;
  publishedAt: string | null;
}

export const texts = {
  fr: {
    banners: 'Bannières',
    empty: {
      all: 'Aucune bannière pour le moment.',
      draft: 'Aucun brouillon.',
      enabled: 'Aucune bannière activée.',
      disabled: 'Aucune bannière désactivée.',
    },
    failed: 'Les bannières n’ont pas pu être chargées.',
    status: { draft: 'Brouillon', enabled: 'Activée', disabled: 'Désactivée' },
    link: 'Lien',
    noLink: 'Aucun',
    audience: 'Affichée pour',
    everyone: 'Tout le monde',
    publishedAt: 'Publiée le',
    create: 'Écrire une bannière',
    createHeading: 'Nouvelle bannière',
    editHeading: 'Modifier « {{title}} »',
    titleLabel: 'Titre',
    textLabel: 'Texte',
    linkLabel: 'Lien (facultatif)',
    maxHint: '{{max}} caractères au plus.',
    linkHint: 'Un chemin du portail, commençant par /, par exemple /advantages.',
    audienceLegend: 'Affichée sur l’accueil de',
    audienceHint: 'Aucun rôle coché : tout le monde la voit.',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    failedSave: 'La bannière n’a pas pu être enregistrée. Vos saisies sont conservées.',
    problem: {
      required: 'Ce champ est obligatoire.',
      tooLong: '{{max}} caractères au plus.',
      notPortalLink: 'Un chemin du portail, commençant par /, par exemple /advantages.',
    },
    created: 'Brouillon enregistré, en tête de la liste. Publiez-le quand il est prêt : personne ne le voit avant.',
    edit: 'Modifier',
    enable: 'Publier',
    disable: 'Désactiver',
    label: { edit: 'Modifier « {{title}} »', enable: 'Publier « {{title}} »', disable: 'Désactiver « {{title}} »' },
    question: {
      enable: 'Publier « {{title}} » ? Elle s’affichera en haut de l’accueil des rôles visés.',
      disable: 'Désactiver « {{title}} » ? Elle quittera l’accueil ; rien n’est effacé.',
    },
    done: {
      edit: '« {{title}} » est enregistrée.',
      enable: '« {{title}} » est publiée.',
      disable: '« {{title}} » est désactivée.',
    },
    confirm: 'Confirmer',
    cancel: 'Annuler',
    working: 'En cours…',
  },
  en: {
    banners: 'Banners',
    empty: {
      all: 'No banner yet.',
      draft: 'No draft.',
      enabled: 'No enabled banner.',
      disabled: 'No disabled banner.',
    },
    failed: 'The banners could not be loaded.',
    status: { draft: 'Draft', enabled: 'Enabled', disabled: 'Disabled' },
    link: 'Link',
    noLink: 'None',
    audience: 'Shown to',
    everyone: 'Everyone',
    publishedAt: 'Published on',
    create: 'Write a banner',
    createHeading: 'New banner',
    editHeading: 'Edit “{{title}}”',
    titleLabel: 'Title',
    textLabel: 'Text',
    linkLabel: 'Link (optional)',
    maxHint: 'At most {{max}} characters.',
    linkHint: 'A path of the portal, beginning with /, for example /advantages.',
    audienceLegend: 'Shown on the home of',
    audienceHint: 'No role ticked: everyone sees it.',
    save: 'Save',
    saving: 'Saving…',
    failedSave: 'The banner could not be saved. What you typed is kept.',
    problem: {
      required: 'This field is required.',
      tooLong: 'At most {{max}} characters.',
      notPortalLink: 'A path of the portal, beginning with /, for example /advantages.',
    },
    created: 'Draft saved, first in the list. Publish it when it is ready: nobody sees it before.',
    edit: 'Edit',
    enable: 'Publish',
    disable: 'Disable',
    label: { edit: 'Edit “{{title}}”', enable: 'Publish “{{title}}”', disable: 'Disable “{{title}}”' },
    question: {
      enable: 'Publish “{{title}}”? It will show at the top of the targeted roles’ home.',
      disable: 'Disable “{{title}}”? It will leave their home; nothing is deleted.',
    },
    done: { edit: '“{{title}}” is saved.', enable: '“{{title}}” is published.', disable: '“{{title}}” is disabled.' },
    confirm: 'Confirm',
    cancel: 'Cancel',
    working: 'Working…',
  },
} satisfies ScreenTexts;

const BADGE: Record<Status, string> = {
  draft: 'desk-badge desk-badge--muted',
  enabled: 'desk-badge desk-badge--done',
  disabled: 'desk-badge desk-badge--alert',
};
const TABS = ['all', 'draft', 'enabled', 'disabled'] as const;
const isAction = (name: string | null | undefined): name is ActionName =>
  (LIFECYCLE as readonly (string | null | undefined)[]).includes(name);
const isDone = (name: string | null | undefined): name is ActionName | 'edit' => name === 'edit' || isAction(name);

export default function BackOfficeBannersScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('backOfficeBanners', texts);
  const list = useList<BannerItem>(actorRef);
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    ACTIONS,
  );
  const canCreate = useCanStart(actorRef, 'create');
  const tab = TABS.find((candidate) => candidate === list.tab) ?? 'all';
  const action = list.action;
  const under = action.underWay;
  useReturnFocus(under);
  const formOf = (name: 'create' | 'edit', heading: string) =>
    action.formOpen && under?.name === name && under.draft ? (
      <BannerForm
        heading={heading}
        draft={under.draft}
        showProblems={under.showProblems}
        draftRestored={under.draftRestored}
        busy={action.phase === 'pending'}
        failed={action.phase === 'failed'}
        t={t}
        i18n={i18n}
        change={action.change}
        submit={action.submit}
        cancel={action.cancel}
      />
    ) : null;
  const creating = formOf('create', t('createHeading'));
  return (
    <div className="back-office-banners">
      <PublicationToolbar action={action} canCreate={canCreate} t={t} />
      {creating}
      <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
        {(banners) => (
          <ul className="desk-list" aria-label={t('banners')}>
            {banners.map((banner) => {
              const title = banner.title;
              // React renders it as text: i18next must not escape it as well.
              const named = { title, interpolation: { escapeValue: false } };
              const editing = under?.targetId === banner.id ? formOf('edit', t('editHeading', named)) : null;
              const asking =
                under !== null &&
                under.targetId === banner.id &&
                isAction(under.name) &&
                (action.phase === 'confirming' || action.phase === 'pending')
                  ? under.name
                  : null;
              const done = action.outcome?.targetId === banner.id && isDone(action.outcome.action) ? action.outcome.action : null;
              return (
                <li key={banner.id} data-item={banner.id} data-status={banner.status} className="desk-card">
                  <h2 className="desk-card__head">
                    <span className="desk-card__title">{title}</span>
                    <span className={BADGE[banner.status]}>{t(`status.${banner.status}`)}</span>
                  </h2>
                  {banner.text && <p>{banner.text}</p>}
                  <dl className="desk-facts">
                    <dt>{t('link')}</dt>
                    <dd>{banner.link === null ? t('noLink') : <code>{banner.link}</code>}</dd>
                    <dt>{t('audience')}</dt>
                    <dd>
                      {banner.audience.length === 0
                        ? t('everyone')
                        : banner.audience.map((role) => i18n.t(`profile.role.${role}`, { defaultValue: role })).join(', ')}
                    </dd>
                    {banner.publishedAt && (
                      <>
                        <dt>{t('publishedAt')}</dt>
                        <dd>
                          <time dateTime={banner.publishedAt}>{longDate(banner.publishedAt, i18n.language)}</time>
                        </dd>
                      </>
                    )}
                  </dl>
                  {editing ?? (
                    <PublicationCardActions
                      id={banner.id}
                      action={action}
                      asking={asking}
                      done={done}
                      buttons={offered[banner.id] ?? []}
                      named={named}
                      t={t}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </div>
  );
}
