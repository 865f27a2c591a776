// The invoices as cards (docs/screens/invoices.md, clientsInvoices.md): number and status, the
// establishment (and the client, in the clients hub), issue and due dates, the amount tax included,
// in the reader's language; an overdue one marked in words, not by colour alone; its PDF.
import type { ScreenItem } from '../../../machines/families/screen';
import { useScreenTexts, type ScreenTexts } from '../screens/texts';
import { formatAmount, formatDay } from './deskFormat';
import './desk.css';

export interface InvoiceItem extends ScreenItem {
  number: string;
  clientId: string;
  clientName: string;
  establishmentName: string;
  issuedOn: string;
  dueOn: string;
  amount: number;
  currency: string;
  status: 'unpaid' | 'overdue' | 'paid';
  paidOn: string | null;
}

export const texts = {
  fr: {
    invoices: 'Factures',
    invoice: 'Facture {{number}}',
    status: { unpaid: 'À régler', overdue: 'En retard', paid: 'Réglée' },
    client: 'Client',
    establishment: 'Établissement',
    issuedOn: 'Émise le',
    dueOn: 'Échéance',
    overdueSince: '{{date}} — échéance dépassée',
    paidOn: 'Réglée le',
    amount: 'Montant TTC',
    pdf: 'PDF de la facture {{number}}',
  },
  en: {
    invoices: 'Invoices',
    invoice: 'Invoice {{number}}',
    status: { unpaid: 'To pay', overdue: 'Overdue', paid: 'Paid' },
    client: 'Client',
    establishment: 'Establishment',
    issuedOn: 'Issued on',
    dueOn: 'Due date',
    overdueSince: '{{date}} — past due',
    paidOn: 'Paid on',
    amount: 'Amount incl. tax',
    pdf: 'PDF of invoice {{number}}',
  },
} satisfies ScreenTexts;

const BADGE = { unpaid: 'desk-badge', overdue: 'desk-badge desk-badge--alert', paid: 'desk-badge desk-badge--done' } as const;

/** Where an invoice's PDF opens: the document preview (the call `GET /v1/invoices/{id}/pdf`, proposed). */
export const invoicePdfHref = (id: string) => `/document-preview?invoice=${encodeURIComponent(id)}`;

export function InvoiceCards({ invoices, showClient }: { invoices: InvoiceItem[]; showClient: boolean }) {
  const { t, i18n } = useScreenTexts('invoiceCards', texts);
  const language = i18n.language;
  return (
    <ul className="desk-list" aria-label={t('invoices')}>
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          data-item={invoice.id}
          data-status={invoice.status}
          className={invoice.status === 'overdue' ? 'desk-card desk-card--alert' : 'desk-card'}
        >
          <h2 className="desk-card__head">
            <span className="desk-card__title">{t('invoice', { number: invoice.number })}</span>
            <span className={BADGE[invoice.status]}>{t(`status.${invoice.status}`)}</span>
          </h2>
          <dl className="desk-facts">
            {showClient && (
              <>
                <dt>{t('client')}</dt>
                <dd>{invoice.clientName}</dd>
              </>
            )}
            <dt>{t('establishment')}</dt>
            <dd>{invoice.establishmentName}</dd>
            <dt>{t('issuedOn')}</dt>
            <dd>{formatDay(language, invoice.issuedOn)}</dd>
            <dt>{t('dueOn')}</dt>
            <dd>
              {invoice.status === 'overdue'
                ? t('overdueSince', { date: formatDay(language, invoice.dueOn) })
                : formatDay(language, invoice.dueOn)}
            </dd>
            {invoice.paidOn && (
              <>
                <dt>{t('paidOn')}</dt>
                <dd>{formatDay(language, invoice.paidOn)}</dd>
              </>
            )}
            <dt>{t('amount')}</dt>
            <dd className="desk-amount">{formatAmount(language, invoice.amount, invoice.currency)}</dd>
          </dl>
          <p className="desk-actions">
            <a href={invoicePdfHref(invoice.id)}>{t('pdf', { number: invoice.number })}</a>
          </p>
        </li>
      ))}
    </ul>
  );
}
