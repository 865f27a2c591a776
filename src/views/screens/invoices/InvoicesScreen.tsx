// Invoices (docs/screens/invoices.md): the client company's invoices of the tab (unpaid, paid, all),
// amounts and dates in the reader's language, overdue ones marked, each with its PDF.
import { InvoiceCards, type InvoiceItem } from '../../shared/InvoiceCards';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

export const texts = {
  fr: {
    empty: { unpaid: 'Aucune facture à régler.', paid: 'Aucune facture réglée pour le moment.', all: 'Aucune facture pour le moment.' },
    failed: 'Les factures n’ont pas pu être chargées.',
    overdue_one: '{{count}} facture en retard de paiement.',
    overdue_other: '{{count}} factures en retard de paiement.',
  },
  en: {
    empty: { unpaid: 'No invoice to pay.', paid: 'No paid invoice yet.', all: 'No invoice yet.' },
    failed: 'The invoices could not be loaded.',
    overdue_one: '{{count}} invoice is overdue.',
    overdue_other: '{{count}} invoices are overdue.',
  },
} satisfies ScreenTexts;

export default function InvoicesScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('invoices', texts);
  const list = useList<InvoiceItem>(actorRef);
  const tab = list.tab === 'paid' || list.tab === 'all' ? list.tab : 'unpaid';
  const overdue = list.items.filter((invoice) => invoice.status === 'overdue').length;
  return (
    <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
      {(invoices) => (
        <>
          {overdue > 0 && (
            <p className="desk-badge desk-badge--alert" data-overdue-count={overdue}>
              {t('overdue', { count: overdue })}
            </p>
          )}
          <InvoiceCards invoices={invoices} showClient={false} />
        </>
      )}
    </ListView>
  );
}
