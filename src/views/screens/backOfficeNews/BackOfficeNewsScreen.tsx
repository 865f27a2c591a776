// Back office › news (docs/screens/backOfficeNews.md): the tenant's articles of the tab (a status, or
// all), each with its status, whom it targets and when it was published; write a new article (saved
// as a draft) or change one, in a form kept as a draft; publish a draft or a withdrawn article,
// withdraw a published one, each after a confirmation. Which buttons an article offers is the
// machine's (its status and the reader's roles). Texts are rendered as text.
import type { ScreenItem } from '../../../../machines/families/screen';
import '../../shared/desk.css';
import { ListView } from '../families/ListView';
import { longDate } from '../families/longDate';
import { useCanStart, useOffered } from '../families/offered';
import { useList, type ListRef } from '../families/useList';
import { PublicationCardActions, PublicationToolbar } from '../families/PublicationCardActions';
import { useReturnFocus } from '../../shared/useReturnFocus';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { NewsForm } from './NewsForm';

type Status = 'draft' | 'enabled' | 'disabled';
const ACTIONS = ['edit', 'enable', 'disable'] as const;
const LIFECYCLE = ['enable', 'disable'] as const;
type ActionName = (typeof LIFECYCLE)[number];

interface NewsItem extends ScreenItem {
  title: string;
  summary: string;
  body: string;
  audience: string[];
  status: Status;
  publishedAt: string | null;
}

export const texts = {
  fr: {
    articles: 'Actualités',
    empty: {
      all: 'Aucune actualité pour le moment.',
      draft: 'Aucun brouillon.',
      enabled: 'Aucune actualité activée.',
      disabled: 'Aucune actualité désactivée.',
    },
    failed: 'Les actualités n’ont pas pu être chargées.',
    status: { draft: 'Brouillon', enabled: 'Activée', disabled: 'Désactivée' },
    audience: 'Lue par',
    everyone: 'Tout le monde',
    publishedAt: 'Publiée le',
    create: 'Écrire une actualité',
    createHeading: 'Nouvelle actualité',
    editHeading: 'Modifier « {{title}} »',
    titleLabel: 'Titre',
    summaryLabel: 'Résumé',
    bodyLabel: 'Texte',
    maxHint: '{{max}} caractères au plus.',
    bodyHint: 'Texte simple, {{max}} caractères au plus ; une ligne vide sépare deux paragraphes.',
    audienceLegend: 'Lue par',
    audienceHint: 'Aucun rôle coché : tout le monde la lit.',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    failedSave: 'L’actualité n’a pas pu être enregistrée. Vos saisies sont conservées.',
    problem: { required: 'Ce champ est obligatoire.', tooLong: '{{max}} caractères au plus.' },
    created: 'Brouillon enregistré, en tête de la liste. Publiez-le quand il est prêt : personne ne le lit avant.',
    edit: 'Modifier',
    enable: 'Publier',
    disable: 'Désactiver',
    label: { edit: 'Modifier « {{title}} »', enable: 'Publier « {{title}} »', disable: 'Désactiver « {{title}} »' },
    question: {
      enable: 'Publier « {{title}} » ? Ses lecteurs la verront et recevront une notification.',
      disable: 'Désactiver « {{title}} » ? Ses lecteurs ne la verront plus ; rien n’est effacé.',
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
    articles: 'News',
    empty: {
      all: 'No news yet.',
      draft: 'No draft.',
      enabled: 'No enabled news.',
      disabled: 'No disabled news.',
    },
    failed: 'The news could not be loaded.',
    status: { draft: 'Draft', enabled: 'Enabled', disabled: 'Disabled' },
    audience: 'Read by',
    everyone: 'Everyone',
    publishedAt: 'Published on',
    create: 'Write a news item',
    createHeading: 'New news item',
    editHeading: 'Edit “{{title}}”',
    titleLabel: 'Title',
    summaryLabel: 'Summary',
    bodyLabel: 'Text',
    maxHint: 'At most {{max}} characters.',
    bodyHint: 'Plain text, at most {{max}} characters; a blank line separates two paragraphs.',
    audienceLegend: 'Read by',
    audienceHint: 'No role ticked: everyone reads it.',
    save: 'Save',
    saving: 'Saving…',
    failedSave: 'The news item could not be saved. What you typed is kept.',
    problem: { required: 'This field is required.', tooLong: 'At most {{max}} characters.' },
    created: 'Draft saved, first in the list. Publish it when it is ready: nobody reads it before.',
    edit: 'Edit',
    enable: 'Publish',
    disable: 'Disable',
    label: { edit: 'Edit “{{title}}”', enable: 'Publish “{{title}}”', disable: 'Disable “{{title}}”' },
    question: {
      enable: 'Publish “{{title}}”? Its readers will see it and get a notification.',
      disable: 'Disable “{{title}}”? Its readers will no longer see it; nothing is deleted.',
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

export default function BackOfficeNewsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('backOfficeNews', texts);
  const list = useList<NewsItem>(actorRef);
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
      <NewsForm
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
    <div className="back-office-news">
      <PublicationToolbar action={action} canCreate={canCreate} t={t} />
      {creating}
      <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
        {(articles) => (
          <ul className="desk-list" aria-label={t('articles')}>
            {articles.map((article) => {
              const title = article.title;
              // React renders it as text: i18next must not escape it as well.
              const named = { title, interpolation: { escapeValue: false } };
              const editing = under?.targetId === article.id ? formOf('edit', t('editHeading', named)) : null;
              const asking =
                under !== null &&
                under.targetId === article.id &&
                isAction(under.name) &&
                (action.phase === 'confirming' || action.phase === 'pending')
                  ? under.name
                  : null;
              const done = action.outcome?.targetId === article.id && isDone(action.outcome.action) ? action.outcome.action : null;
              const buttons = offered[article.id] ?? [];
              return (
                <li key={article.id} data-item={article.id} data-status={article.status} className="desk-card">
                  <h2 className="desk-card__head">
                    <span className="desk-card__title">{title}</span>
                    <span className={BADGE[article.status]}>{t(`status.${article.status}`)}</span>
                  </h2>
                  {article.summary && <p>{article.summary}</p>}
                  <dl className="desk-facts">
                    <dt>{t('audience')}</dt>
                    <dd>
                      {article.audience.length === 0
                        ? t('everyone')
                        : article.audience.map((role) => i18n.t(`profile.role.${role}`, { defaultValue: role })).join(', ')}
                    </dd>
                    {article.publishedAt && (
                      <>
                        <dt>{t('publishedAt')}</dt>
                        <dd>
                          <time dateTime={article.publishedAt}>{longDate(article.publishedAt, i18n.language)}</time>
                        </dd>
                      </>
                    )}
                  </dl>
                  {editing ?? (
                    <PublicationCardActions
                      id={article.id}
                      action={action}
                      asking={asking}
                      done={done}
                      buttons={buttons}
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
