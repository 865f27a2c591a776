// A client (docs/screens/clientDetail.md): its infos (legal details, agency folder, establishments)
// or its contacts, by the tab; a client that does not exist or is not the reader's says so, with a
// way back to the hub.
import { Link } from 'react-router-dom';
import type { ScreenItem } from '../../../../machines/families/screen';
import '../../shared/desk.css';
import { useDetail } from '../families/useDetail';
import type { ListRef } from '../families/useList';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { useTranslation } from 'react-i18next';

interface ClientItem extends ScreenItem {
  name: string;
  legalId: string;
  sector: string;
  address: string;
  phone: string;
  agencyFolder: string;
  establishments: { id: string; name: string; address: string }[];
  contacts: { id: string; name: string; function: string; email: string; phone: string }[];
}

export const texts = {
  fr: {
    failed: 'Ce client n’a pas pu être chargé.',
    notFound: 'Ce client n’existe pas, ou plus.',
    forbidden: 'Ce client n’est pas suivi par vos agences.',
    back: 'Retour aux établissements',
    legalId: 'Identifiant légal',
    sector: 'Secteur',
    address: 'Siège',
    phone: 'Téléphone',
    agencyFolder: 'Dossier d’agence',
    establishments: 'Établissements',
    contacts: 'Contacts',
    noContact: 'Aucun contact enregistré.',
    email: 'E-mail',
    mailTo: 'Écrire à {{name}}',
    callTo: 'Appeler {{name}}',
  },
  en: {
    failed: 'This client could not be loaded.',
    notFound: 'This client does not exist, or no longer.',
    forbidden: 'This client is not followed by your agencies.',
    back: 'Back to the establishments',
    legalId: 'Legal identifier',
    sector: 'Sector',
    address: 'Head office',
    phone: 'Phone',
    agencyFolder: 'Agency folder',
    establishments: 'Establishments',
    contacts: 'Contacts',
    noContact: 'No contact recorded.',
    email: 'E-mail',
    mailTo: 'Write to {{name}}',
    callTo: 'Call {{name}}',
  },
} satisfies ScreenTexts;

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export default function ClientDetailScreen({ actorRef }: { actorRef: ListRef }) {
  const { t } = useScreenTexts('clientDetail', texts);
  const common = useTranslation();
  const detail = useDetail<ClientItem>(actorRef);
  const client = detail.item;
  const busy = detail.phase === 'loading' || detail.phase === 'refreshing';
  const back = (
    <p>
      <Link to="/clients/establishments">{t('back')}</Link>
    </p>
  );
  return (
    <div className="client-detail" data-machine={detail.machineId} data-state={detail.state} aria-busy={busy || undefined}>
      {detail.phase === 'loading' && <p role="status">{common.t('common.loading')}</p>}
      {detail.phase === 'loadFailed' && <p role="note">{t('failed')}</p>}
      {detail.phase === 'notFound' && (
        <>
          <p role="note">{t('notFound')}</p>
          {back}
        </>
      )}
      {detail.phase === 'forbidden' && (
        <>
          <p role="note">{t('forbidden')}</p>
          {back}
        </>
      )}
      {client && (detail.phase === 'shown' || detail.phase === 'refreshing') && (
        <>
          <h2>{client.name}</h2>
          {detail.tab === 'contacts' ? (
            client.contacts.length === 0 ? (
              <p>{t('noContact')}</p>
            ) : (
              <ul className="desk-list" aria-label={t('contacts')}>
                {client.contacts.map((contact) => (
                  <li key={contact.id} data-item={contact.id} className="desk-card">
                    <h3 className="desk-card__head">
                      <span className="desk-card__title">{contact.name}</span>
                      <span>{contact.function}</span>
                    </h3>
                    <dl className="desk-facts">
                      <dt>{t('email')}</dt>
                      <dd>
                        <a href={`mailto:${contact.email}`} aria-label={t('mailTo', { name: contact.name })}>
                          {contact.email}
                        </a>
                      </dd>
                      <dt>{t('phone')}</dt>
                      <dd>
                        <a href={telOf(contact.phone)} aria-label={t('callTo', { name: contact.name })}>
                          {contact.phone}
                        </a>
                      </dd>
                    </dl>
                  </li>
                ))}
              </ul>
            )
          ) : (
            <>
              <dl className="desk-facts desk-card">
                <dt>{t('legalId')}</dt>
                <dd>{client.legalId}</dd>
                <dt>{t('sector')}</dt>
                <dd>{client.sector}</dd>
                <dt>{t('address')}</dt>
                <dd>{client.address}</dd>
                <dt>{t('phone')}</dt>
                <dd>{client.phone}</dd>
                <dt>{t('agencyFolder')}</dt>
                <dd>{client.agencyFolder}</dd>
              </dl>
              <h3>{t('establishments')}</h3>
              <ul className="desk-list" aria-label={t('establishments')}>
                {client.establishments.map((establishment) => (
                  <li key={establishment.id} className="desk-card">
                    <strong>{establishment.name}</strong>
                    <br />
                    {establishment.address}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
