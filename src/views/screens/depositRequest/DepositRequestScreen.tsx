// Advantages › deposit request (docs/screens/depositRequest.md): what may be advanced on the hours
// worked, the request form (amount, reason), and the requests of the last twelve months with the
// agency's answers. Amounts and dates in the reader's locale, in the account's currency.
import { useEffect, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { DepositRequestItem } from '../../../../machines/depositRequest/depositRequest.machine';
import { DEPOSIT_REASON_MAX_LENGTH } from '../../../../machines/domain/deposit';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';
import { focusFirstProblem } from '../../shared/ProfileFields';
import { localeOf } from '../../notifications/notificationText';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useDepositRequest, type DepositRequestRef } from './useDepositRequest';

export const texts = {
  fr: {
    failed: 'Vos acomptes n’ont pas pu être chargés.',
    unavailable: 'Les demandes d’acompte ne sont pas proposées pour votre compte.',
    availableTitle: 'Disponible',
    available: 'Vous pouvez demander jusqu’à {{amount}} sur les heures travaillées et pas encore payées.',
    nothingAvailable: 'Rien n’est disponible pour le moment : un acompte se demande sur des heures déjà travaillées.',
    payday: 'Ce qui n’est pas avancé vous est versé avec votre paie du {{date}}.',
    ask: 'Demander un acompte',
    formTitle: 'Nouvelle demande d’acompte',
    amount: 'Montant (€)',
    amountHint: 'Au plus {{amount}}. Par exemple 150 ou 150,50.',
    reason: 'Motif',
    reasonHint: 'Votre agence le lit pour répondre ({{max}} caractères au plus).',
    cancel: 'Annuler',
    send: 'Envoyer la demande',
    sending: 'Envoi de la demande…',
    sent: 'Votre demande est envoyée : elle attend la réponse de votre agence.',
    problem: {
      amountRequired: 'Indiquez le montant souhaité.',
      amountNotANumber: 'Indiquez un montant en euros, par exemple 150 ou 150,50.',
      amountZero: 'Le montant doit être supérieur à zéro.',
      amountAboveAvailable: 'Le montant dépasse ce qui est disponible : {{amount}} au plus.',
      reasonRequired: 'Indiquez le motif de votre demande.',
      reasonTooLong: 'Le motif ne peut dépasser {{max}} caractères.',
    },
    historyTitle: 'Mes demandes',
    noHistory: 'Vous n’avez encore demandé aucun acompte.',
    requestedOn: 'Demandé le {{date}}',
    status: { pending: 'En attente', paid: 'Versé', refused: 'Refusé' },
    paidOn: 'Versé le {{date}}.',
    refusedOn: 'Refusé le {{date}} : {{answer}}',
    refreshing: 'Mise à jour…',
  },
  en: {
    failed: 'Your pay advances could not be loaded.',
    unavailable: 'Pay advances are not offered for your account.',
    availableTitle: 'Available',
    available: 'You may ask for up to {{amount}} on the hours you worked and were not paid for yet.',
    nothingAvailable: 'Nothing is available for now: an advance is asked on hours already worked.',
    payday: 'What is not advanced is paid with your wages on {{date}}.',
    ask: 'Ask for a pay advance',
    formTitle: 'New pay advance request',
    amount: 'Amount (€)',
    amountHint: '{{amount}} at most. For example 150 or 150.50.',
    reason: 'Reason',
    reasonHint: 'Your agency reads it to answer ({{max}} characters at most).',
    cancel: 'Cancel',
    send: 'Send the request',
    sending: 'Sending the request…',
    sent: 'Your request is sent: it waits for your agency’s answer.',
    problem: {
      amountRequired: 'Enter the amount you want.',
      amountNotANumber: 'Enter an amount in euros, for example 150 or 150.50.',
      amountZero: 'The amount must be more than zero.',
      amountAboveAvailable: 'The amount is more than what is available: {{amount}} at most.',
      reasonRequired: 'Enter the reason for your request.',
      reasonTooLong: 'The reason can be {{max}} characters at most.',
    },
    historyTitle: 'My requests',
    noHistory: 'You have not asked for a pay advance yet.',
    requestedOn: 'Asked on {{date}}',
    status: { pending: 'Pending', paid: 'Paid', refused: 'Refused' },
    paidOn: 'Paid on {{date}}.',
    refusedOn: 'Refused on {{date}}: {{answer}}',
    refreshing: 'Updating…',
  },
} satisfies ScreenTexts;

/** A day of the server (YYYY-MM-DD) in the reader's words, read as the calendar day it names. */
const dayText = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const moneyText = (locale: string, cents: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

export default function DepositRequestScreen({ actorRef }: { actorRef: DepositRequestRef }) {
  const { t } = useScreenTexts('depositRequest', texts);
  const { t: shell, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const deposit = useDepositRequest(actorRef);
  const form = useRef<HTMLFormElement>(null);
  // Keyboard: the form takes the focus when it opens, and gives it back to its button when it closes.
  const amountRef = useRef<HTMLInputElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (deposit.formOpen && !wasOpen.current) amountRef.current?.focus();
    else if (!deposit.formOpen && wasOpen.current) askRef.current?.focus();
    wasOpen.current = deposit.formOpen;
  }, [deposit.formOpen]);
  const account = deposit.account;
  const money = (cents: number) => moneyText(locale, cents, account?.currency ?? 'EUR');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flushSync(() => deposit.submit());
    focusFirstProblem(form.current);
  };
  const problem = (field: 'amount' | 'reason') =>
    deposit.problems[field] &&
    t(`problem.${deposit.problems[field]}`, { amount: money(deposit.available), max: DEPOSIT_REASON_MAX_LENGTH });
  const busy = deposit.loading || deposit.phase === 'refreshing' || deposit.sending;
  return (
    <div className="deposit" data-machine="depositRequest" data-state={deposit.state} aria-busy={busy || undefined}>
      {deposit.loading && <p role="status">{shell('common.loading')}</p>}
      {deposit.phase === 'loadFailed' && <p role="note">{t('failed')}</p>}
      {(deposit.phase === 'forbidden' || deposit.phase === 'notFound') && <p role="note">{t('unavailable')}</p>}
      {account && !deposit.loading && (
        <>
          <section className="deposit__available" aria-labelledby="deposit-available-title">
            <h3 id="deposit-available-title">{t('availableTitle')}</h3>
            <p className="deposit__amount" data-available={account.availableCents}>
              {money(deposit.available)}
            </p>
            <p>{deposit.available > 0 ? t('available', { amount: money(deposit.available) }) : t('nothingAvailable')}</p>
            <p>{t('payday', { date: dayText(locale, account.payday) })}</p>
            {deposit.canRequest && (
              <button ref={askRef} type="button" className="button button--primary" onClick={deposit.start}>
                {t('ask')}
              </button>
            )}
          </section>
          {deposit.sent && (
            <p role="status" className="deposit__sent">
              {t('sent')}
            </p>
          )}
          {deposit.formOpen && (
            <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="deposit-form-title" className="deposit__form">
              <h3 id="deposit-form-title">{t('formTitle')}</h3>
              {deposit.draftRestored && <DraftRestoredNotice onDiscard={deposit.discardDraft} disabled={deposit.sending} />}
              <FormField
                label={t('amount')}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={deposit.amount}
                readOnly={deposit.sending}
                hint={t('amountHint', { amount: money(deposit.available) })}
                problem={problem('amount')}
                required
                inputRef={amountRef}
                onChange={(event) => deposit.change('amount', event.target.value)}
              />
              <FormField
                label={t('reason')}
                name="reason"
                value={deposit.reason}
                readOnly={deposit.sending}
                hint={t('reasonHint', { max: DEPOSIT_REASON_MAX_LENGTH })}
                problem={problem('reason')}
                required
                onChange={(event) => deposit.change('reason', event.target.value)}
              />
              <div className="form-actions">
                <button type="button" className="button" onClick={deposit.cancel} aria-disabled={deposit.sending || undefined}>
                  {t('cancel')}
                </button>
                <button
                  type="submit"
                  className="button button--primary"
                  aria-busy={deposit.sending || undefined}
                  aria-disabled={deposit.sending || undefined}
                >
                  {deposit.sending ? t('sending') : t('send')}
                </button>
              </div>
            </form>
          )}
          <section aria-labelledby="deposit-history-title">
            <h3 id="deposit-history-title">{t('historyTitle')}</h3>
            {deposit.phase === 'refreshing' && <p role="status">{t('refreshing')}</p>}
            {account.requests.length === 0 ? (
              <p>{t('noHistory')}</p>
            ) : (
              <ul className="deposit__requests">
                {account.requests.map((request) => (
                  <Request key={request.id} request={request} money={money} day={(day) => dayText(locale, day)} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function Request({ request, money, day }: { request: DepositRequestItem; money: (cents: number) => string; day: (day: string) => string }) {
  const { t } = useScreenTexts('depositRequest', texts);
  return (
    <li className="deposit__request" data-request={request.id} data-status={request.status}>
      <p className="deposit__request-head">
        <strong>{money(request.amountCents)}</strong>{' '}
        <span className={`badge badge--${request.status}`}>{t(`status.${request.status}`)}</span>
      </p>
      <p>{t('requestedOn', { date: day(request.requestedOn) })}</p>
      <p className="deposit__reason">{request.reason}</p>
      {request.status === 'paid' && request.answeredOn && <p>{t('paidOn', { date: day(request.answeredOn) })}</p>}
      {request.status === 'refused' && request.answeredOn && (
        <p>{t('refusedOn', { date: day(request.answeredOn), answer: request.answer ?? '' })}</p>
      )}
    </li>
  );
}
