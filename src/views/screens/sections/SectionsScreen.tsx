// Referential › sections (docs/screens/sections.md): the tenant's business sections, by name, each
// with how many clients are filed under it. The administrator adds one and renames one (a name kept
// as a draft through a failure, a re-login or the maintenance page), and removes one no client is
// filed under after a question; support reads. Names are the server's texts, rendered as text.
import { useEffect, useRef, type FormEvent } from 'react';
import { SECTION_NAME_MAX_LENGTH } from '../../../../machines/domain/referential';
import type { ScreenItem } from '../../../../machines/families/screen';
import { sectionFormProblems } from '../../../../machines/sections/sections.machine';
import '../../shared/desk.css';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';
import { focusKey, useReturnFocus } from '../../shared/useReturnFocus';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useCanStart, useOffered } from '../families/offered';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface SectionItem extends ScreenItem {
  name: string;
  clients: number;
}

export const texts = {
  fr: {
    intro:
      'Les secteurs d’activité sous lesquels les entreprises clientes sont classées : la fiche d’un client les montre comme son secteur.',
    sections: 'Sections',
    empty: 'Aucune section pour le moment.',
    failed: 'Les sections n’ont pas pu être chargées.',
    clients: 'Clients',
    clientsNone: 'Aucun client classé',
    clientsOne: '1 client classé',
    clientsMany: '{{count}} clients classés',
    inUse: 'Ne peut pas être supprimée tant qu’un client y est classé.',
    add: 'Ajouter une section',
    addTitle: 'Nouvelle section',
    renameTitle: 'Renommer la section {{name}}',
    nameLabel: 'Nom de la section',
    nameHint: '{{max}} caractères au plus ; deux sections ne peuvent porter le même nom, majuscules et accents mis à part.',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    rename: 'Renommer',
    renameLabel: 'Renommer la section {{name}}',
    remove: 'Supprimer',
    removeLabel: 'Supprimer la section {{name}}',
    confirmRemove: 'Supprimer la section {{name}} ? Elle ne sera plus proposée pour classer un client.',
    removing: 'Suppression…',
    failedSave: 'La section n’a pas pu être enregistrée. Votre saisie est conservée.',
    added: 'Section ajoutée.',
    renamed: 'Section renommée.',
    removed: 'Section supprimée.',
    problem: { required: 'Saisissez un nom.', tooLong: '{{max}} caractères au plus.' },
  },
  en: {
    intro: 'The business sections client companies are filed under: a client’s page shows it as its sector.',
    sections: 'Sections',
    empty: 'No section yet.',
    failed: 'The sections could not be loaded.',
    clients: 'Clients',
    clientsNone: 'No client filed',
    clientsOne: '1 client filed',
    clientsMany: '{{count}} clients filed',
    inUse: 'Cannot be removed while a client is filed under it.',
    add: 'Add a section',
    addTitle: 'New section',
    renameTitle: 'Rename the section {{name}}',
    nameLabel: 'Section name',
    nameHint: 'At most {{max}} characters; two sections cannot have the same name, case and accents aside.',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    rename: 'Rename',
    renameLabel: 'Rename the section {{name}}',
    remove: 'Remove',
    removeLabel: 'Remove the section {{name}}',
    confirmRemove: 'Remove the section {{name}}? It will no longer be offered to file a client under.',
    removing: 'Removing…',
    failedSave: 'The section could not be saved. What you typed is kept.',
    added: 'Section added.',
    renamed: 'Section renamed.',
    removed: 'Section removed.',
    problem: { required: 'Type a name.', tooLong: 'At most {{max}} characters.' },
  },
} satisfies ScreenTexts;

export default function SectionsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('sections', texts);
  const list = useList<SectionItem>(actorRef);
  const { action } = list;
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    ['renameSection', 'removeSection'] as const,
  );
  const canAdd = useCanStart(actorRef, 'addSection');
  // Server texts go in as they are: React renders them as text (i18next must not escape them twice).
  const raw = { interpolation: { escapeValue: false } };
  const under = action.underWay;
  const busy = action.phase === 'pending';
  const problems = under?.showProblems && under.draft ? sectionFormProblems(under.draft) : {};
  const done = action.outcome?.action;
  // The button that opened a form or a question goes with it: the keyboard's focus moves to the name
  // field, or to the question's Annuler, as each opens.
  const root = useRef<HTMLDivElement>(null);
  const opened = action.phase === 'editing' || action.phase === 'confirming' ? `${action.phase}:${under?.name}:${under?.targetId}` : null;
  useEffect(() => {
    if (opened) root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [opened]);
  // And comes back to it, or to its card, when the form or question closes.
  useReturnFocus(under);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.submit();
  };
  const nameForm = (titleId: string, title: string, Heading: 'h2' | 'h3') =>
    under?.draft && (
      <form className="desk-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId} aria-busy={busy || undefined}>
        <Heading id={titleId}>{title}</Heading>
        {under.draftRestored && <DraftRestoredNotice onDiscard={action.cancel} disabled={busy} />}
        {action.phase === 'failed' && (
          <p className="form-error" role="alert">
            {t('failedSave')}
          </p>
        )}
        <FormField
          label={t('nameLabel')}
          name="name"
          autoComplete="off"
          value={under.draft.name ?? ''}
          readOnly={busy}
          data-autofocus
          hint={t('nameHint', { max: SECTION_NAME_MAX_LENGTH })}
          problem={problems.name && t(`problem.${problems.name}`, { max: SECTION_NAME_MAX_LENGTH })}
          onChange={(event) => action.change('name', event.target.value)}
        />
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
  const adding = action.formOpen && under?.name === 'addSection';
  return (
    <div className="sections" ref={root}>
      <p className="form-hint">{t('intro')}</p>
      <div className="desk-toolbar">
        {(done === 'addSection' || done === 'removeSection') && (
          <p className="desk-outcome" role="status">
            {t(done === 'addSection' ? 'added' : 'removed')}
          </p>
        )}
        {canAdd && (
          <button
            type="button"
            className="button button--primary"
            data-focus-key={focusKey('addSection')}
            onClick={() => action.start('addSection')}
          >
            {t('add')}
          </button>
        )}
      </div>
      {adding && nameForm('section-add-title', t('addTitle'), 'h2')}
      <ListView list={list} empty={t('empty')} failed={t('failed')}>
        {(sections) => (
          <ul className="desk-list" aria-label={t('sections')}>
            {sections.map((section) => {
              const mine = under !== null && under.targetId === section.id;
              const renaming = mine && action.formOpen && under.name === 'renameSection';
              const confirming = mine && action.phase === 'confirming';
              const removing = mine && busy && under.name === 'removeSection';
              const count =
                section.clients === 0
                  ? t('clientsNone')
                  : section.clients === 1
                    ? t('clientsOne')
                    : t('clientsMany', { count: section.clients });
              return (
                <li key={section.id} data-item={section.id} data-clients={section.clients} className="desk-card">
                  <h2 className="desk-card__head">
                    <span className="desk-card__title">{section.name}</span>
                  </h2>
                  <dl className="desk-facts">
                    <dt>{t('clients')}</dt>
                    <dd>{count}</dd>
                  </dl>
                  {section.clients > 0 && <p className="form-hint">{t('inUse')}</p>}
                  {done === 'renameSection' && action.outcome?.targetId === section.id && (
                    <p className="desk-outcome" role="status">
                      {t('renamed')}
                    </p>
                  )}
                  {renaming && nameForm(`section-rename-${section.id}`, t('renameTitle', { ...raw, name: section.name }), 'h3')}
                  {confirming && (
                    <div className="desk-confirm" role="group" aria-label={t('confirmRemove', { ...raw, name: section.name })}>
                      <p>{t('confirmRemove', { ...raw, name: section.name })}</p>
                      <button type="button" className="button" onClick={action.cancel} data-autofocus>
                        {t('cancel')}
                      </button>
                      <button type="button" className="button button--primary" onClick={action.confirm}>
                        {t('remove')}
                      </button>
                    </div>
                  )}
                  {removing && (
                    <p className="desk-actions" role="status" aria-busy="true">
                      {t('removing')}
                    </p>
                  )}
                  {(offered[section.id] ?? []).length > 0 && (
                    <p className="desk-actions">
                      {(offered[section.id] ?? []).map((name) => (
                        <button
                          key={name}
                          type="button"
                          className="button"
                          aria-label={t(name === 'renameSection' ? 'renameLabel' : 'removeLabel', { ...raw, name: section.name })}
                          data-focus-key={focusKey(name, section.id)}
                          onClick={() => action.start(name, section.id)}
                        >
                          {t(name === 'renameSection' ? 'rename' : 'remove')}
                        </button>
                      ))}
                    </p>
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
