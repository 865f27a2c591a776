// A contract (docs/screens/contract.md): what it says (agency, client, site, position, dates, hourly
// rate, weekly hours), its PDF through the document preview, and Sign while it is to sign, which opens
// the signature provider's page. Back from it, the contract says its signature is being confirmed
// until the hub pushes the confirmation. What the server says is rendered as text.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { previewPath } from '../../../../machines/domain/documentPreview';
import { formatDay, formatEuros, formatHours } from '../../shared/paperFormat';
import '../../shared/papers.css';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useContract, type ContractRef } from './useContract';

export const texts = {
  fr: {
    title: 'Contrat {{reference}}',
    titleProvision: 'Contrat de mise à disposition {{reference}}',
    worker: 'Intérimaire',
    notFound: 'Ce contrat n’existe pas, ou plus.',
    forbidden: 'Ce contrat ne vous concerne pas.',
    failed: 'Le contrat n’a pas pu être chargé.',
    back: 'Retour aux contrats',
    status: {
      toSign: 'À signer',
      signing: 'Signé, confirmation de la signature en cours…',
      inProgress: 'Signé, en cours',
      ended: 'Terminé',
    },
    statusLabel: 'Statut',
    agency: 'Agence',
    client: 'Entreprise utilisatrice',
    site: 'Lieu de travail',
    position: 'Poste',
    period: 'Période',
    periodValue: 'du {{from}} au {{to}}',
    rate: 'Taux horaire brut',
    hours: 'Durée hebdomadaire',
    signBy: 'À signer avant le',
    signedAt: 'Signé le',
    pdf: 'Voir le contrat (PDF)',
    sign: 'Signer le contrat',
    signHint: 'La signature se fait sur la page de notre prestataire de signature électronique, qui vous ramène ici.',
    opening: 'Ouverture de la page de signature…',
    refreshing: 'Mise à jour du contrat…',
  },
  en: {
    title: 'Contract {{reference}}',
    titleProvision: 'Contract of provision {{reference}}',
    worker: 'Temporary worker',
    notFound: 'This contract does not exist, or no longer.',
    forbidden: 'This contract is not yours to see.',
    failed: 'The contract could not be loaded.',
    back: 'Back to contracts',
    status: {
      toSign: 'To sign',
      signing: 'Signed, signature being confirmed…',
      inProgress: 'Signed, in progress',
      ended: 'Ended',
    },
    statusLabel: 'Status',
    agency: 'Agency',
    client: 'Client company',
    site: 'Place of work',
    position: 'Position',
    period: 'Period',
    periodValue: 'from {{from}} to {{to}}',
    rate: 'Gross hourly rate',
    hours: 'Weekly hours',
    signBy: 'To sign by',
    signedAt: 'Signed on',
    pdf: 'View the contract (PDF)',
    sign: 'Sign the contract',
    signHint: 'You sign on our electronic signature provider’s page, which brings you back here.',
    opening: 'Opening the signature page…',
    refreshing: 'Updating the contract…',
  },
} satisfies ScreenTexts;

export default function ContractScreen({ actorRef }: { actorRef: ContractRef }) {
  const { t, i18n } = useScreenTexts('contract', texts);
  const common = useTranslation();
  const view = useContract(actorRef);
  const day = (value: string) => formatDay(value, i18n.language);
  const contract = view.contract;
  const backLink = (
    <Link to="/contracts" className="button button--link">
      {t('back')}
    </Link>
  );
  return (
    <div
      className="contract-detail"
      data-machine="contract"
      data-state={view.state}
      aria-busy={view.phase === 'loading' || view.refreshing || undefined}
    >
      {view.phase === 'loading' && <p role="status">{common.t('common.loading')}</p>}
      {view.phase === 'loadFailed' && <p role="note">{t('failed')}</p>}
      {view.phase === 'notFound' && (
        <p role="note">
          {t('notFound')} {backLink}
        </p>
      )}
      {view.phase === 'forbidden' && (
        <p role="note">
          {t('forbidden')} {backLink}
        </p>
      )}
      {view.phase === 'shown' && contract && (
        <article aria-labelledby="contract-title">
          <h2 id="contract-title">{t(contract.kind === 'provision' ? 'titleProvision' : 'title', { reference: contract.reference })}</h2>
          <p>
            <span className={`badge badge--${contract.status}`} data-testid="contract-status" role="status">
              {t(`status.${contract.status}`)}
            </span>
          </p>
          {view.refreshing && <p role="status">{t('refreshing')}</p>}
          <dl>
            {/* A contract of provision is the client's: it names the worker placed (docs/screens/clientContracts.md). */}
            {contract.kind === 'provision' && (
              <>
                <dt>{t('worker')}</dt>
                <dd>{contract.worker.name}</dd>
              </>
            )}
            <dt>{t('position')}</dt>
            <dd>{contract.position}</dd>
            <dt>{t('client')}</dt>
            <dd>{contract.client.name}</dd>
            <dt>{t('site')}</dt>
            <dd>
              {contract.site.name}
              <br />
              {contract.site.address}
            </dd>
            <dt>{t('period')}</dt>
            <dd>{t('periodValue', { from: day(contract.startDate), to: day(contract.endDate) })}</dd>
            <dt>{t('rate')}</dt>
            <dd>{formatEuros(contract.hourlyRate, i18n.language)}</dd>
            <dt>{t('hours')}</dt>
            <dd>{formatHours(contract.weeklyHours, i18n.language)}</dd>
            <dt>{t('agency')}</dt>
            <dd>
              {contract.agency.name}
              <br />
              {contract.agency.address} · <a href={`tel:${contract.agency.phone.replace(/[^\d+]/g, '')}`}>{contract.agency.phone}</a>
            </dd>
            {contract.signBy && (
              <>
                <dt>{t('signBy')}</dt>
                <dd>{day(contract.signBy)}</dd>
              </>
            )}
            {contract.signedAt && (
              <>
                <dt>{t('signedAt')}</dt>
                <dd>{day(contract.signedAt.slice(0, 10))}</dd>
              </>
            )}
          </dl>
          <div className="contract-detail__actions">
            <Link className="button" to={previewPath(contract.documentId, `/contracts/${encodeURIComponent(contract.id)}`)}>
              {t('pdf')}
            </Link>
            {(view.canSign || view.signing) && (
              <button
                type="button"
                className="button button--primary"
                onClick={view.sign}
                aria-disabled={view.signing || undefined}
                aria-describedby="contract-sign-hint"
              >
                {view.signing ? t('opening') : t('sign')}
              </button>
            )}
          </div>
          {(view.canSign || view.signing) && (
            <p id="contract-sign-hint" className="paper__meta">
              {t('signHint')}
            </p>
          )}
          <p>{backLink}</p>
        </article>
      )}
    </div>
  );
}
