// Referential › clients reattach (docs/screens/clientsReattach.md): the tenant's client companies,
// each with the agency folder that manages it, its section, its establishments and users. The
// administrator picks another folder for one (kept as a draft through a failure, a re-login or the
// maintenance page) and confirms; the row shows the new folder. Support reads. Names are the
// server's texts, rendered as text.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { reattachFormProblems } from '../../../../machines/clientsReattach/clientsReattach.machine';
import type { ScreenItem } from '../../../../machines/families/screen';
import '../../shared/desk.css';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { focusKey, useReturnFocus } from '../../shared/useReturnFocus';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useOffered } from '../families/offered';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface ReattachItem extends ScreenItem {
  name: string;
  sector: string;
  folderId: string;
  folderName: string;
  establishments: number;
  users: number;
  moveTo: { id: string; name: string }[];
}

export const texts = {
  fr: {
    intro:
      'Chaque entreprise cliente est suivie par un dossier d’agence. La rattacher à un autre dossier la fait voir, avec ses établissements et ses utilisateurs, sous ce dossier seulement ; missions, contrats et relevés d’heures gardent leur historique.',
    clients: 'Entreprises clientes',
    empty: 'Aucune entreprise cliente pour le moment.',
    failed: 'Les entreprises clientes n’ont pas pu être chargées.',
    folder: 'Dossier d’agence',
    sector: 'Secteur',
    noSector: 'Non classé',
    establishments: 'Établissements',
    users: 'Utilisateurs',
    move: 'Changer de dossier',
    moveLabel: 'Rattacher {{name}} à un autre dossier',
    formTitle: 'Rattacher {{name}} à un autre dossier',
    newFolder: 'Nouveau dossier d’agence',
    choose: 'Choisir un dossier…',
    next: 'Rattacher',
    cancel: 'Annuler',
    confirm: 'Confirmer',
    confirmMove: 'Rattacher {{name}} au dossier {{to}} ? Ses établissements et ses utilisateurs ne seront plus visibles sous {{from}}.',
    moving: 'Rattachement…',
    failedSave: 'Le rattachement n’a pas pu être enregistré. Votre choix est conservé.',
    moved: 'Rattaché au dossier {{folder}}.',
    problem: { required: 'Choisissez un dossier.', same: 'Choisissez un autre dossier que le sien.' },
  },
  en: {
    intro:
      'Each client company is managed by an agency folder. Moving it to another folder shows it, with its establishments and users, under that folder only; missions, contracts and time sheets keep their history.',
    clients: 'Client companies',
    empty: 'No client company yet.',
    failed: 'The client companies could not be loaded.',
    folder: 'Agency folder',
    sector: 'Sector',
    noSector: 'Not filed',
    establishments: 'Establishments',
    users: 'Users',
    move: 'Change folder',
    moveLabel: 'Move {{name}} to another folder',
    formTitle: 'Move {{name}} to another folder',
    newFolder: 'New agency folder',
    choose: 'Choose a folder…',
    next: 'Move',
    cancel: 'Cancel',
    confirm: 'Confirm',
    confirmMove: 'Move {{name}} to the folder {{to}}? Its establishments and users will no longer show under {{from}}.',
    moving: 'Moving…',
    failedSave: 'The move could not be saved. Your choice is kept.',
    moved: 'Moved to the folder {{folder}}.',
    problem: { required: 'Choose a folder.', same: 'Choose a folder other than its own.' },
  },
} satisfies ScreenTexts;

export default function ClientsReattachScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('clientsReattach', texts);
  const list = useList<ReattachItem>(actorRef);
  const { action } = list;
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    ['reattachClient'] as const,
  );
  // Server texts go in as they are: React renders them as text (i18next must not escape them twice).
  const raw = { interpolation: { escapeValue: false } };
  const under = action.underWay;
  const busy = action.phase === 'pending';
  const selectId = useId();
  const problemId = useId();
  // The button that opened the form or the question goes with it: the keyboard's focus moves to the
  // folder's list, or to the question's Annuler, as each opens.
  const root = useRef<HTMLDivElement>(null);
  const opened = action.phase === 'editing' || action.phase === 'confirming' ? `${action.phase}:${under?.targetId}` : null;
  useEffect(() => {
    if (opened) root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [opened]);
  // And comes back to it, or to its card, when the form or question closes.
  useReturnFocus(under);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.submit();
  };
  return (
    <div className="clients-reattach" ref={root}>
      <p className="form-hint">{t('intro')}</p>
      <ListView list={list} empty={t('empty')} failed={t('failed')}>
        {(clients) => (
          <ul className="desk-list" aria-label={t('clients')}>
            {clients.map((client) => {
              const mine = under !== null && under.targetId === client.id && action.formOpen;
              const draft = mine ? under.draft : null;
              const problem = mine && under.showProblems && draft ? reattachFormProblems(draft, client).folderId : undefined;
              const chosen = client.moveTo.find((folder) => folder.id === draft?.folderId);
              const done = action.outcome?.action === 'reattachClient' && action.outcome.targetId === client.id;
              return (
                <li key={client.id} data-item={client.id} data-folder={client.folderId} className="desk-card">
                  <h2 className="desk-card__head">
                    <span className="desk-card__title">{client.name}</span>
                  </h2>
                  <dl className="desk-facts">
                    <dt>{t('folder')}</dt>
                    <dd data-folder-name="">{client.folderName}</dd>
                    <dt>{t('sector')}</dt>
                    <dd>{client.sector || t('noSector')}</dd>
                    <dt>{t('establishments')}</dt>
                    <dd>{client.establishments}</dd>
                    <dt>{t('users')}</dt>
                    <dd>{client.users}</dd>
                  </dl>
                  {done && (
                    <p className="desk-outcome" role="status">
                      {t('moved', { ...raw, folder: client.folderName })}
                    </p>
                  )}
                  {draft && action.phase !== 'confirming' && (
                    <form
                      className="desk-form"
                      onSubmit={onSubmit}
                      noValidate
                      aria-label={t('formTitle', { ...raw, name: client.name })}
                      aria-busy={busy || undefined}
                    >
                      {under?.draftRestored && <DraftRestoredNotice onDiscard={action.cancel} disabled={busy} />}
                      {action.phase === 'failed' && (
                        <p className="form-error" role="alert">
                          {t('failedSave')}
                        </p>
                      )}
                      <div className="form-field">
                        <label htmlFor={selectId}>{t('newFolder')}</label>
                        <select
                          id={selectId}
                          name="folderId"
                          value={draft.folderId ?? ''}
                          disabled={busy}
                          data-autofocus
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? problemId : undefined}
                          onChange={(event) => action.change('folderId', event.target.value)}
                        >
                          <option value="">{t('choose')}</option>
                          {client.moveTo.map((folder) => (
                            <option key={folder.id} value={folder.id}>
                              {folder.name}
                            </option>
                          ))}
                        </select>
                        <div id={problemId} className="form-error" aria-live="polite">
                          {problem && t(`problem.${problem}`)}
                        </div>
                      </div>
                      <p className="desk-actions">
                        <button type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined}>
                          {t('cancel')}
                        </button>
                        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
                          {busy ? t('moving') : t('next')}
                        </button>
                      </p>
                    </form>
                  )}
                  {draft && action.phase === 'confirming' && (
                    <div
                      className="desk-confirm"
                      role="group"
                      aria-label={t('confirmMove', { ...raw, name: client.name, to: chosen?.name ?? '', from: client.folderName })}
                    >
                      <p>{t('confirmMove', { ...raw, name: client.name, to: chosen?.name ?? '', from: client.folderName })}</p>
                      <button type="button" className="button" onClick={action.cancel} data-autofocus>
                        {t('cancel')}
                      </button>
                      <button type="button" className="button button--primary" onClick={action.confirm}>
                        {t('confirm')}
                      </button>
                    </div>
                  )}
                  {(offered[client.id] ?? []).length > 0 && (
                    <p className="desk-actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={t('moveLabel', { ...raw, name: client.name })}
                        data-focus-key={focusKey('reattachClient', client.id)}
                        onClick={() => action.start('reattachClient', client.id)}
                      >
                        {t('move')}
                      </button>
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
