// Clients hub › establishments (docs/screens/clientEstablishments.md): the establishments of the tab
// (not invited, invited, registered, all) with where their portal account stands; the agency invites
// one, or sends its invitation again, each after a confirmation.
import { Link } from 'react-router-dom';
import type { ScreenItem } from '../../../../machines/families/screen';
import { AccountActions } from '../../shared/AccountActions';
import { formatDay } from '../../shared/deskFormat';
import '../../shared/desk.css';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useOffered } from '../families/offered';
import { useScreenTexts, type ScreenTexts } from '../texts';

interface EstablishmentItem extends ScreenItem {
  name: string;
  address: string;
  clientId: string;
  clientName: string;
  email: string;
  status: 'notInvited' | 'invited' | 'registered';
  invitedOn: string | null;
}

export const texts = {
  fr: {
    establishments: 'Établissements',
    empty: {
      notInvited: 'Tous les établissements ont été invités.',
      invited: 'Aucune invitation en attente.',
      registered: 'Aucun établissement inscrit pour le moment.',
      all: 'Aucun établissement pour ces clients.',
    },
    failed: 'Les établissements n’ont pas pu être chargés.',
    status: { notInvited: 'Non invité', invited: 'Invité', registered: 'Inscrit' },
    client: 'Client',
    address: 'Adresse',
    contact: 'Contact',
    invitedOn: 'Invité le',
  },
  en: {
    establishments: 'Establishments',
    empty: {
      notInvited: 'Every establishment has been invited.',
      invited: 'No invitation waiting.',
      registered: 'No establishment has registered yet.',
      all: 'No establishment for these clients.',
    },
    failed: 'The establishments could not be loaded.',
    status: { notInvited: 'Not invited', invited: 'Invited', registered: 'Registered' },
    client: 'Client',
    address: 'Address',
    contact: 'Contact',
    invitedOn: 'Invited on',
  },
} satisfies ScreenTexts;

const BADGE = { notInvited: 'desk-badge desk-badge--muted', invited: 'desk-badge', registered: 'desk-badge desk-badge--done' } as const;
const TABS = ['notInvited', 'invited', 'registered', 'all'] as const;

export default function ClientEstablishmentsScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('clientEstablishments', texts);
  const list = useList<EstablishmentItem>(actorRef);
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    ['invite', 'resend'] as const,
  );
  const tab = TABS.find((candidate) => candidate === list.tab) ?? 'all';
  return (
    <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
      {(establishments) => (
        <ul className="desk-list" aria-label={t('establishments')}>
          {establishments.map((establishment) => (
            <li key={establishment.id} data-item={establishment.id} data-status={establishment.status} className="desk-card">
              <h2 className="desk-card__head">
                <span className="desk-card__title">{establishment.name}</span>
                <span className={BADGE[establishment.status]}>{t(`status.${establishment.status}`)}</span>
              </h2>
              <dl className="desk-facts">
                <dt>{t('client')}</dt>
                <dd>
                  <Link to={`/clients/${encodeURIComponent(establishment.clientId)}/infos`}>{establishment.clientName}</Link>
                </dd>
                <dt>{t('address')}</dt>
                <dd>{establishment.address}</dd>
                <dt>{t('contact')}</dt>
                <dd>{establishment.email}</dd>
                {establishment.invitedOn && (
                  <>
                    <dt>{t('invitedOn')}</dt>
                    <dd>{formatDay(i18n.language, establishment.invitedOn)}</dd>
                  </>
                )}
              </dl>
              <AccountActions
                id={establishment.id}
                name={establishment.name}
                email={establishment.email}
                action={list.action}
                offered={offered[establishment.id] ?? []}
              />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
