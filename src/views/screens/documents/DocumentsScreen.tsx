// Documents (docs/screens/documents.md): the worker's documents of the tab's category, newest first,
// the new ones marked; each opens in the document preview, which shows and downloads it and comes
// back here. Titles come from the server and are rendered as text.
import { Link, useLocation } from 'react-router-dom';
import { previewPath } from '../../../../machines/domain/documentPreview';
import type { ScreenItem } from '../../../../machines/families/screen';
import { formatDay } from '../../shared/paperFormat';
import '../../shared/papers.css';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

export interface DocumentItem extends ScreenItem {
  category: string;
  kind: 'payslip' | 'certificate' | 'missionOrder' | 'information' | 'guide' | 'contract';
  title: string;
  issuedAt: string;
  new: boolean;
  fileName: string;
}

export const texts = {
  fr: {
    empty: 'Aucun document dans cette catégorie pour le moment.',
    failed: 'Les documents n’ont pas pu être chargés.',
    list: 'Documents',
    new: 'Nouveau',
    issued: 'Émis le {{date}}',
    open: 'Ouvrir',
    openLabel: 'Ouvrir {{title}}',
    kind: {
      payslip: 'Bulletin de salaire',
      certificate: 'Attestation',
      missionOrder: 'Ordre de mission',
      information: 'Information',
      guide: 'Guide',
      contract: 'Contrat',
    },
  },
  en: {
    empty: 'No document in this category yet.',
    failed: 'The documents could not be loaded.',
    list: 'Documents',
    new: 'New',
    issued: 'Issued on {{date}}',
    open: 'Open',
    openLabel: 'Open {{title}}',
    kind: {
      payslip: 'Payslip',
      certificate: 'Certificate',
      missionOrder: 'Mission order',
      information: 'Information',
      guide: 'Guide',
      contract: 'Contract',
    },
  },
} satisfies ScreenTexts;

export default function DocumentsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('documents', texts);
  const list = useList<DocumentItem>(actorRef);
  // The preview's way back: this tab.
  const back = useLocation().pathname;
  return (
    <ListView list={list} empty={t('empty')} failed={t('failed')}>
      {(documents) => (
        <ul className="papers" aria-label={t('list')}>
          {documents.map((document) => (
            <li key={document.id} data-item={document.id} className={document.new ? 'paper paper--new' : 'paper'}>
              <div className="paper__main">
                <h3 className="paper__title">{document.title}</h3>
                <p className="paper__meta">
                  {t(`kind.${document.kind}`)} · {t('issued', { date: formatDay(document.issuedAt, i18n.language) })}
                </p>
              </div>
              {document.new && (
                <span className="badge badge--new" data-testid="document-new">
                  {t('new')}
                </span>
              )}
              <Link className="button" to={previewPath(document.id, back)} aria-label={t('openLabel', { title: document.title })}>
                {t('open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
