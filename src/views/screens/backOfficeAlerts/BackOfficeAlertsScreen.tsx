// Back-office alerts (docs/screens/backOfficeAlerts.md): every alert of the tenant, enabled or not,
// with its level, its schedule and where it stands today (machines/domain/alertSchedule.ts); write a
// new one or edit one (message, level, from, until: kept as a draft through a failure, a re-login or
// the maintenance page), enable or disable one. Messages are rendered as text, as the slider does.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import {
  ALERT_LEVEL_CHOICES,
  ALERT_MESSAGE_MAX_LENGTH,
  alertProblems,
} from '../../../../machines/backOfficeAlerts/backOfficeAlerts.machine';
import type { ScreenItem } from '../../../../machines/families/screen';
import { alertStanding, type AlertSchedule } from '../../../../machines/domain/alertSchedule';
import '../../shared/desk.css';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useCanStart, useOffered } from '../families/offered';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { focusKey, useReturnFocus } from '../../shared/useReturnFocus';

interface BackOfficeAlert extends ScreenItem, AlertSchedule {
  message: string;
  level: 'info' | 'warning' | 'critical';
}

export const texts = {
  fr: {
    empty: 'Aucune alerte pour le moment.',
    failed: 'Les alertes n’ont pas pu être chargées.',
    alerts: 'Alertes',
    level: { info: 'Information', warning: 'Avertissement', critical: 'Critique' },
    standing: { shown: 'Affichée', scheduled: 'Programmée', ended: 'Terminée', disabled: 'Désactivée' },
    fromUntil: 'Du {{from}} au {{until}}',
    fromOnly: 'À partir du {{from}}',
    untilOnly: 'Jusqu’au {{until}}',
    always: 'Sans date de fin',
    newAlert: 'Nouvelle alerte',
    edit: 'Modifier',
    enable: 'Activer',
    disable: 'Désactiver',
    working: 'En cours…',
    createTitle: 'Nouvelle alerte',
    editTitle: 'Modifier l’alerte',
    formHint: 'Une nouvelle alerte est enregistrée désactivée : activez-la pour l’afficher.',
    message: 'Message',
    messageHint: '{{max}} caractères au plus, affichés tels quels dans le bandeau d’alertes.',
    levelLabel: 'Niveau',
    from: 'Afficher à partir du',
    fromHint: 'Vide : dès son activation.',
    until: 'Afficher jusqu’au (inclus)',
    untilHint: 'Vide : jusqu’à sa désactivation.',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    failedSave: 'L’alerte n’a pas pu être enregistrée. Vos saisies sont conservées.',
    outcome: {
      createAlert: 'Alerte enregistrée, désactivée : activez-la pour l’afficher.',
      editAlert: 'Alerte modifiée.',
      enable: 'Alerte activée : les utilisateurs connectés la voient dans le bandeau d’alertes aux dates prévues.',
      disable: 'Alerte désactivée : elle quitte le bandeau d’alertes.',
    },
    problem: {
      required: 'Ce champ est obligatoire.',
      tooLong: '{{max}} caractères au plus.',
      date: 'Saisissez une date, par exemple 31/12/2026.',
      beforeFrom: 'La fin ne peut pas précéder le début.',
    },
  },
  en: {
    empty: 'No alert yet.',
    failed: 'The alerts could not be loaded.',
    alerts: 'Alerts',
    level: { info: 'Information', warning: 'Warning', critical: 'Critical' },
    standing: { shown: 'Shown', scheduled: 'Scheduled', ended: 'Ended', disabled: 'Disabled' },
    fromUntil: 'From {{from}} to {{until}}',
    fromOnly: 'From {{from}}',
    untilOnly: 'Until {{until}}',
    always: 'No end date',
    newAlert: 'New alert',
    edit: 'Edit',
    enable: 'Enable',
    disable: 'Disable',
    working: 'Working…',
    createTitle: 'New alert',
    editTitle: 'Edit the alert',
    formHint: 'A new alert is saved disabled: enable it to show it.',
    message: 'Message',
    messageHint: 'At most {{max}} characters, shown as typed in the alert slider.',
    levelLabel: 'Level',
    from: 'Show from',
    fromHint: 'Empty: as soon as it is enabled.',
    until: 'Show until (included)',
    untilHint: 'Empty: until it is disabled.',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    failedSave: 'The alert could not be saved. What you typed is kept.',
    outcome: {
      createAlert: 'Alert saved, disabled: enable it to show it.',
      editAlert: 'Alert updated.',
      enable: 'Alert enabled: signed-in users see it in the alert slider on its days.',
      disable: 'Alert disabled: it leaves the alert slider.',
    },
    problem: {
      required: 'This field is required.',
      tooLong: 'At most {{max}} characters.',
      date: 'Type a date, for example 12/31/2026.',
      beforeFrom: 'The end cannot come before the start.',
    },
  },
} satisfies ScreenTexts;

/** Today in the reader's zone, `YYYY-MM-DD` (the schedule's days are calendar days). */
const todayIso = () => new Date().toLocaleDateString('sv-SE');
const ITEM_ACTIONS = ['editAlert', 'enable', 'disable'] as const;
const BADGE = {
  shown: 'desk-badge desk-badge--done',
  scheduled: 'desk-badge',
  ended: 'desk-badge desk-badge--muted',
  disabled: 'desk-badge desk-badge--muted',
} as const;

export default function BackOfficeAlertsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('backOfficeAlerts', texts);
  const list = useList<BackOfficeAlert>(actorRef);
  const { action } = list;
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    ITEM_ACTIONS,
  );
  const canCreate = useCanStart(actorRef, 'createAlert');
  const ids = { title: useId(), message: useId(), messageHint: useId(), messageProblem: useId(), level: useId() };
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const under = action.underWay;
  useReturnFocus(under);
  const writing = action.formOpen && (under?.name === 'createAlert' || under?.name === 'editAlert') ? under : null;
  const busy = action.phase === 'pending';
  const problems: Readonly<Record<string, string>> = writing?.showProblems && writing.draft ? alertProblems(writing.draft) : {};
  const formKey = writing ? `${writing.name}:${writing.targetId ?? ''}` : null;
  // The form opens above the list: focus goes to its first field, so a keyboard user lands in it.
  useEffect(() => {
    if (formKey) messageRef.current?.focus();
  }, [formKey]);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const format = (date: string) => day.format(new Date(date + 'T00:00:00Z'));
  const schedule = ({ from, until }: BackOfficeAlert) =>
    from && until
      ? t('fromUntil', { from: format(from), until: format(until) })
      : from
        ? t('fromOnly', { from: format(from) })
        : until
          ? t('untilOnly', { until: format(until) })
          : t('always');
  const today = todayIso();
  const outcome = action.outcome?.action;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.submit();
  };
  const problemText = (field: string) => problems[field] && t(`problem.${problems[field]}`, { max: ALERT_MESSAGE_MAX_LENGTH });
  return (
    <div className="back-office-alerts">
      <div className="desk-toolbar">
        {outcome && !writing && (
          <p className="desk-outcome" role="status">
            {t(`outcome.${outcome}`)}
          </p>
        )}
        {canCreate && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => action.start('createAlert')}
            data-focus-key={focusKey('createAlert')}
          >
            {t('newAlert')}
          </button>
        )}
      </div>
      {writing?.draft && (
        <form className="desk-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.title} aria-busy={busy || undefined}>
          <h2 id={ids.title}>{t(writing.name === 'createAlert' ? 'createTitle' : 'editTitle')}</h2>
          {writing.name === 'createAlert' && <p className="form-hint">{t('formHint')}</p>}
          {writing.draftRestored && <DraftRestoredNotice onDiscard={action.cancel} disabled={busy} />}
          {action.phase === 'failed' && (
            <p className="form-error" role="alert">
              {t('failedSave')}
            </p>
          )}
          <div className="form-field">
            <label htmlFor={ids.message}>{t('message')}</label>
            <textarea
              ref={messageRef}
              id={ids.message}
              name="message"
              rows={3}
              value={writing.draft.message ?? ''}
              readOnly={busy}
              aria-invalid={problems.message ? true : undefined}
              aria-describedby={`${ids.messageHint} ${ids.messageProblem}`}
              onChange={(event) => action.change('message', event.target.value)}
            />
            <p id={ids.messageHint} className="form-hint">
              {t('messageHint', { max: ALERT_MESSAGE_MAX_LENGTH })}
            </p>
            <div id={ids.messageProblem} className="form-error" aria-live="polite">
              {problemText('message')}
            </div>
          </div>
          <div className="form-field">
            <label htmlFor={ids.level}>{t('levelLabel')}</label>
            <select
              id={ids.level}
              name="level"
              value={writing.draft.level ?? 'info'}
              disabled={busy}
              onChange={(event) => action.change('level', event.target.value)}
            >
              {ALERT_LEVEL_CHOICES.map((level) => (
                <option key={level} value={level}>
                  {t(`level.${level}`)}
                </option>
              ))}
            </select>
          </div>
          {(['from', 'until'] as const).map((field) => (
            <FormField
              key={field}
              label={t(field)}
              hint={t(`${field}Hint`)}
              name={field}
              type="date"
              value={writing.draft![field] ?? ''}
              readOnly={busy}
              problem={problemText(field)}
              onChange={(event) => action.change(field, event.target.value)}
            />
          ))}
          <p className="desk-actions">
            <button type="button" className="button" onClick={action.cancel} aria-disabled={busy || undefined}>
              {t('cancel')}
            </button>
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {busy ? t('saving') : t('save')}
            </button>
          </p>
        </form>
      )}
      <ListView list={list} empty={t('empty')} failed={t('failed')}>
        {(items) => (
          <ul aria-label={t('alerts')} className="desk-list">
            {items.map((alert) => {
              const standing = alertStanding(alert, today);
              const messageId = `alert-message-${alert.id}`;
              return (
                <li key={alert.id} data-item={alert.id} data-standing={standing} className="desk-card">
                  <p id={messageId} className="back-office-alert-message">
                    {alert.message}
                  </p>
                  <p>
                    <span data-level={alert.level}>{t(`level.${alert.level}`)}</span> ·{' '}
                    <strong className={BADGE[standing]}>{t(`standing.${standing}`)}</strong> · {schedule(alert)}
                  </p>
                  {(offered[alert.id] ?? []).length > 0 && (
                    <p className="desk-actions">
                      {(offered[alert.id] ?? []).map((name) => (
                        <button
                          key={name}
                          type="button"
                          className={name === 'editAlert' ? 'button' : 'button button--primary'}
                          aria-describedby={messageId}
                          onClick={() => action.start(name, alert.id)}
                          data-focus-key={focusKey(name, alert.id)}
                        >
                          {t(name === 'editAlert' ? 'edit' : name)}
                        </button>
                      ))}
                    </p>
                  )}
                  {action.isBusy('enable', alert.id) || action.isBusy('disable', alert.id) ? (
                    <p className="desk-actions" aria-live="polite">
                      {t('working')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </div>
  );
}
