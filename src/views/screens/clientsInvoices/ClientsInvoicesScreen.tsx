// Clients hub › invoices (docs/screens/clientsInvoices.md): the invoices of the clients the reader
// sees (for an agency user, those of the agency folders selected in the header), unpaid first.
import { InvoiceCards, type InvoiceItem } from '../../shared/InvoiceCards';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

export const texts = {
  fr: {
    empty: 'Aucune facture pour ces clients.',
    failed: 'Les factures n’ont pas pu être chargées.',
  },
  en: {
    empty: 'No invoice for these clients.',
    failed: 'The invoices could not be loaded.',
  },
} satisfies ScreenTexts;

export default function ClientsInvoicesScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('clientsInvoices', texts);
  const list = useList<InvoiceItem>(actorRef);
  return (
    <ListView list={list} empty={t('empty')} failed={t('failed')}>
      {(invoices) => <InvoiceCards invoices={invoices} showClient />}
    </ListView>
  );
}
