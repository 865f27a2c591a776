// Contracts (docs/screens/contracts.md): the worker's contracts of the tab (to sign, in progress,
// ended), each opening on its detail, where it is read in PDF and signed. What the server says
// (names, places, positions) is rendered as text.
import { Link } from 'react-router-dom';
import type { Contract } from '../../../../machines/contract/contract.machine';
import type { ScreenItem } from '../../../../machines/families/screen';
import { formatDay, formatEuros } from '../../shared/paperFormat';
import '../../shared/papers.css';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';

type ContractItem = ScreenItem & Contract;

export const texts = {
  fr: {
    empty: {
      toSign: 'Aucun contrat à signer.',
      inProgress: 'Aucun contrat en cours.',
      ended: 'Aucun contrat terminé.',
    },
    failed: 'Les contrats n’ont pas pu être chargés.',
    list: 'Contrats',
    status: {
      toSign: 'À signer',
      signing: 'Signature en cours de confirmation',
      inProgress: 'En cours',
      ended: 'Terminé',
    },
    period: 'Du {{from}} au {{to}}',
    signBy: 'À signer avant le {{date}}',
    rate: '{{rate}} brut de l’heure',
    open: 'Voir le contrat',
    openLabel: 'Voir le contrat {{reference}}, {{position}} chez {{client}}',
  },
  en: {
    empty: {
      toSign: 'No contract to sign.',
      inProgress: 'No contract in progress.',
      ended: 'No ended contract.',
    },
    failed: 'The contracts could not be loaded.',
    list: 'Contracts',
    status: {
      toSign: 'To sign',
      signing: 'Signature being confirmed',
      inProgress: 'In progress',
      ended: 'Ended',
    },
    period: 'From {{from}} to {{to}}',
    signBy: 'To sign by {{date}}',
    rate: '{{rate}} gross per hour',
    open: 'View contract',
    openLabel: 'View contract {{reference}}, {{position}} at {{client}}',
  },
} satisfies ScreenTexts;

export default function ContractsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('contracts', texts);
  const list = useList<ContractItem>(actorRef);
  const day = (value: string) => formatDay(value, i18n.language);
  const tab = list.tab === 'inProgress' || list.tab === 'ended' ? list.tab : 'toSign';
  return (
    <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
      {(contracts) => (
        <ul className="papers" aria-label={t('list')}>
          {contracts.map((contract) => (
            <li key={contract.id} data-item={contract.id} className={contract.status === 'toSign' ? 'paper paper--new' : 'paper'}>
              <div className="paper__main">
                <h3 className="paper__title">
                  {contract.position} — {contract.client.name}
                </h3>
                <p className="paper__meta">
                  {contract.site.name} · {t('period', { from: day(contract.startDate), to: day(contract.endDate) })} ·{' '}
                  {t('rate', { rate: formatEuros(contract.hourlyRate, i18n.language) })}
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
                aria-label={t('openLabel', { reference: contract.reference, position: contract.position, client: contract.client.name })}
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
