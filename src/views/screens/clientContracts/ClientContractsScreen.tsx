// Contracts, the client's (docs/screens/clientContracts.md): the contracts of provision of the tab
// (to sign, signed, ended), each naming the temporary worker, the position, the establishment and
// the period, and opening on its detail, where it is read in PDF and signed. What the server says
// (names, places, positions) is rendered as text.
import { Link } from 'react-router-dom';
import type { Contract } from '../../../../machines/contract/contract.machine';
import type { ScreenItem } from '../../../../machines/families/screen';
import { formatDay } from '../../shared/paperFormat';
import '../../shared/papers.css';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

type ContractItem = ScreenItem & Contract;

export const texts = {
  fr: {
    empty: {
      toSign: 'Aucun contrat de mise à disposition à signer.',
      signed: 'Aucun contrat signé en cours.',
      ended: 'Aucun contrat terminé.',
    },
    failed: 'Les contrats n’ont pas pu être chargés.',
    list: 'Contrats de mise à disposition',
    status: {
      toSign: 'À signer',
      signing: 'Signature en cours de confirmation',
      inProgress: 'Signé',
      ended: 'Terminé',
    },
    period: 'Du {{from}} au {{to}}',
    signBy: 'À signer avant le {{date}}',
    open: 'Voir le contrat',
    openLabel: 'Voir le contrat {{reference}}, {{worker}}, {{position}}',
  },
  en: {
    empty: {
      toSign: 'No contract of provision to sign.',
      signed: 'No signed contract in progress.',
      ended: 'No ended contract.',
    },
    failed: 'The contracts could not be loaded.',
    list: 'Contracts of provision',
    status: {
      toSign: 'To sign',
      signing: 'Signature being confirmed',
      inProgress: 'Signed',
      ended: 'Ended',
    },
    period: 'From {{from}} to {{to}}',
    signBy: 'To sign by {{date}}',
    open: 'View contract',
    openLabel: 'View contract {{reference}}, {{worker}}, {{position}}',
  },
} satisfies ScreenTexts;

export default function ClientContractsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('clientContracts', texts);
  const list = useList<ContractItem>(actorRef);
  const day = (value: string) => formatDay(value, i18n.language);
  const tab = list.tab === 'signed' || list.tab === 'ended' ? list.tab : 'toSign';
  return (
    <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
      {(contracts) => (
        <ul className="papers" aria-label={t('list')}>
          {contracts.map((contract) => (
            <li key={contract.id} data-item={contract.id} className={contract.status === 'toSign' ? 'paper paper--new' : 'paper'}>
              <div className="paper__main">
                <h3 className="paper__title">
                  {contract.worker.name} — {contract.position}
                </h3>
                <p className="paper__meta">
                  {contract.reference} · {contract.site.name} · {t('period', { from: day(contract.startDate), to: day(contract.endDate) })}
                </p>
                {contract.status === 'toSign' && contract.signBy && (
                  <p className="paper__meta">{t('signBy', { date: day(contract.signBy) })}</p>
                )}
              </div>
              <span className={`badge badge--${contract.status}`} data-testid="contract-status">
                {t(`status.${contract.status}`)}
              </span>
              <Link
                className="button"
                to={`/contracts/${encodeURIComponent(contract.id)}`}
                aria-label={t('openLabel', { reference: contract.reference, worker: contract.worker.name, position: contract.position })}
              >
                {t('open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
