// Back office › FAQs (docs/screens/backOfficeFaqs.md): the tenant's questions of the tab (a status, or
// all), each with its status, its FAQ category and its answer; write a new entry (saved as a draft) or
// change one, in a form kept as a draft; publish a draft or a disabled entry, disable a published
// one, each after a confirmation. Which buttons an entry offers is the machine's (its status and the
// reader's roles). Texts are rendered as text.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import {
  FAQ_ANSWER_MAX,
  FAQ_FORM_CATEGORIES,
  FAQ_QUESTION_MAX,
  faqProblems,
} from '../../../../machines/backOfficeFaqs/backOfficeFaqs.machine';
import type { ScreenItem } from '../../../../machines/families/screen';
import '../../shared/desk.css';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';
import { ListView } from '../families/ListView';
import { useCanStart, useOffered } from '../families/offered';
import { useList, type ListRef } from '../families/useList';
import { PublicationCardActions, PublicationToolbar } from '../families/PublicationCardActions';
import { useReturnFocus } from '../../shared/useReturnFocus';
import { useScreenTexts, type ScreenTexts } from '../texts';

type Status = 'draft' | 'enabled' | 'disabled';
const ACTIONS = ['edit', 'enable', 'disable'] as const;
const ASKING = ['enable', 'disable'] as const;
type Asking = (typeof ASKING)[number];

interface FaqItem extends ScreenItem {
  category: string;
  question: string;
  answer: string;
  status: Status;
}

export const texts = {
  fr: {
    entries: 'Questions de la FAQ',
    empty: {
      all: 'Aucune question pour le moment.',
      draft: 'Aucun brouillon.',
      enabled: 'Aucune question activée.',
      disabled: 'Aucune question désactivée.',
    },
    failed: 'Les questions n’ont pas pu être chargées.',
    status: { draft: 'Brouillon', enabled: 'Activée', disabled: 'Désactivée' },
    category: 'Catégorie',
    create: 'Écrire une question',
    createHeading: 'Nouvelle question',
    editHeading: 'Modifier « {{question}} »',
    categoryLabel: 'Catégorie',
    chooseCategory: 'Choisissez une catégorie',
    questionLabel: 'Question',
    answerLabel: 'Réponse',
    maxHint: '{{max}} caractères au plus.',
    answerHint: 'Texte simple, {{max}} caractères au plus ; une ligne vide sépare deux paragraphes.',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    failedSave: 'La question n’a pas pu être enregistrée. Vos saisies sont conservées.',
    problem: { required: 'Ce champ est obligatoire.', tooLong: '{{max}} caractères au plus.' },
    categoryProblem: 'Choisissez une catégorie.',
    created: 'Brouillon enregistré, en tête de la liste. Publiez-le quand il est prêt : la FAQ ne le montre pas avant.',
    edit: 'Modifier',
    enable: 'Publier',
    disable: 'Désactiver',
    label: { edit: 'Modifier « {{question}} »', enable: 'Publier « {{question}} »', disable: 'Désactiver « {{question}} »' },
    question: {
      enable: 'Publier « {{question}} » ? La FAQ la montrera à tous.',
      disable: 'Désactiver « {{question}} » ? La FAQ ne la montrera plus ; rien n’est effacé.',
    },
    done: {
      edit: '« {{question}} » est enregistrée.',
      enable: '« {{question}} » est publiée.',
      disable: '« {{question}} » est désactivée.',
    },
    confirm: 'Confirmer',
    working: 'En cours…',
  },
  en: {
    entries: 'FAQ questions',
    empty: {
      all: 'No question yet.',
      draft: 'No draft.',
      enabled: 'No enabled question.',
      disabled: 'No disabled question.',
    },
    failed: 'The questions could not be loaded.',
    status: { draft: 'Draft', enabled: 'Enabled', disabled: 'Disabled' },
    category: 'Category',
    create: 'Write a question',
    createHeading: 'New question',
    editHeading: 'Edit “{{question}}”',
    categoryLabel: 'Category',
    chooseCategory: 'Choose a category',
    questionLabel: 'Question',
    answerLabel: 'Answer',
    maxHint: 'At most {{max}} characters.',
    answerHint: 'Plain text, at most {{max}} characters; a blank line separates two paragraphs.',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    failedSave: 'The question could not be saved. What you typed is kept.',
    problem: { required: 'This field is required.', tooLong: 'At most {{max}} characters.' },
    categoryProblem: 'Choose a category.',
    created: 'Draft saved, first in the list. Publish it when it is ready: the FAQ does not show it before.',
    edit: 'Edit',
    enable: 'Publish',
    disable: 'Disable',
    label: { edit: 'Edit “{{question}}”', enable: 'Publish “{{question}}”', disable: 'Disable “{{question}}”' },
    question: {
      enable: 'Publish “{{question}}”? The FAQ will show it to everyone.',
      disable: 'Disable “{{question}}”? The FAQ will no longer show it; nothing is deleted.',
    },
    done: { edit: '“{{question}}” is saved.', enable: '“{{question}}” is published.', disable: '“{{question}}” is disabled.' },
    confirm: 'Confirm',
    working: 'Working…',
  },
} satisfies ScreenTexts;

const BADGE: Record<Status, string> = {
  draft: 'desk-badge desk-badge--muted',
  enabled: 'desk-badge desk-badge--done',
  disabled: 'desk-badge desk-badge--alert',
};
const TABS = ['all', 'draft', 'enabled', 'disabled'] as const;
const isAsking = (name: string | null | undefined): name is Asking => (ASKING as readonly (string | null | undefined)[]).includes(name);

type Action = ReturnType<typeof useList>['action'];
type T = ReturnType<typeof useScreenTexts>['t'];
type I18n = ReturnType<typeof useScreenTexts>['i18n'];

function FaqForm({ heading, action, t, i18n }: { heading: string; action: Action; t: T; i18n: I18n }) {
  const id = useId();
  const first = useRef<HTMLSelectElement>(null);
  // Opened by a button (or restored): the keyboard goes on in its first field.
  useEffect(() => first.current?.focus(), []);
  const under = action.underWay!;
  const draft = under.draft!;
  const busy = action.phase === 'pending';
  const problems = under.showProblems ? faqProblems(draft) : {};
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.submit();
  };
  return (
    <form className="desk-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`}>{heading}</h2>
      {under.draftRestored && <DraftRestoredNotice onDiscard={action.cancel} disabled={busy} />}
      {action.phase === 'failed' && (
        <p className="form-error" role="alert">
          {t('failedSave')}
        </p>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-category`}>{t('categoryLabel')}</label>
        <select
          ref={first}
          id={`${id}-category`}
          name="category"
          value={draft.category ?? ''}
          aria-invalid={problems.category ? true : undefined}
          aria-describedby={`${id}-category-problem`}
          aria-readonly={busy || undefined}
          onChange={(event) => {
            if (!busy) action.change('category', event.target.value);
          }}
        >
          <option value="">{t('chooseCategory')}</option>
          {FAQ_FORM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {i18n.t(`subnav.faqCategories.${category}`, { defaultValue: category })}
            </option>
          ))}
        </select>
        <div id={`${id}-category-problem`} className="form-error" aria-live="polite">
          {problems.category && t('categoryProblem')}
        </div>
      </div>
      <FormField
        label={t('questionLabel')}
        name="question"
        value={draft.question ?? ''}
        readOnly={busy}
        hint={t('maxHint', { max: FAQ_QUESTION_MAX })}
        problem={problems.question && t(`problem.${problems.question}`, { max: FAQ_QUESTION_MAX })}
        onChange={(event) => action.change('question', event.target.value)}
      />
      <div className="form-field">
        <label htmlFor={`${id}-answer`}>{t('answerLabel')}</label>
        <textarea
          id={`${id}-answer`}
          name="answer"
          rows={8}
          value={draft.answer ?? ''}
          readOnly={busy}
          aria-invalid={problems.answer ? true : undefined}
          aria-describedby={`${id}-answer-hint ${id}-answer-problem`}
          onChange={(event) => action.change('answer', event.target.value)}
        />
        <p id={`${id}-answer-hint`} className="form-hint">
          {t('answerHint', { max: FAQ_ANSWER_MAX })}
        </p>
        <div id={`${id}-answer-problem`} className="form-error" aria-live="polite">
          {problems.answer && t(`problem.${problems.answer}`, { max: FAQ_ANSWER_MAX })}
        </div>
      </div>
      <p className="desk-actions">
        <button type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? t('saving') : t('save')}
        </button>
      </p>
    </form>
  );
}

export default function BackOfficeFaqsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('backOfficeFaqs', texts);
  const list = useList<FaqItem>(actorRef);
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
  const formOpen = (name: 'create' | 'edit', targetId: string | null) =>
    action.formOpen && under?.name === name && under.targetId === targetId && under.draft !== null;
  return (
    <div className="back-office-faqs">
      <PublicationToolbar action={action} canCreate={canCreate} t={t} />
      {formOpen('create', null) && <FaqForm heading={t('createHeading')} action={action} t={t} i18n={i18n} />}
      <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
        {(entries) => (
          <ul className="desk-list" aria-label={t('entries')}>
            {entries.map((entry) => {
              // React renders it as text: i18next must not escape it as well.
              const named = { question: entry.question, interpolation: { escapeValue: false } };
              const asking =
                under !== null &&
                under.targetId === entry.id &&
                isAsking(under.name) &&
                (action.phase === 'confirming' || action.phase === 'pending')
                  ? under.name
                  : null;
              const doneAction = action.outcome?.targetId === entry.id ? action.outcome.action : null;
              const done = doneAction === 'edit' || isAsking(doneAction) ? doneAction : null;
              const buttons = offered[entry.id] ?? [];
              return (
                <li key={entry.id} data-item={entry.id} data-status={entry.status} className="desk-card">
                  <h2 className="desk-card__head">
                    <span className="desk-card__title">{entry.question}</span>
                    <span className={BADGE[entry.status]}>{t(`status.${entry.status}`)}</span>
                  </h2>
                  <dl className="desk-facts">
                    <dt>{t('category')}</dt>
                    <dd>{i18n.t(`subnav.faqCategories.${entry.category}`, { defaultValue: entry.category })}</dd>
                  </dl>
                  <p style={{ whiteSpace: 'pre-line' }}>{entry.answer}</p>
                  {formOpen('edit', entry.id) ? (
                    <FaqForm heading={t('editHeading', named)} action={action} t={t} i18n={i18n} />
                  ) : (
                    <PublicationCardActions
                      id={entry.id}
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
