// Temporary workers › users (docs/screens/temporaryWorkerUsers.md): the workers of the tab (a status
// of their portal account, or all) in the agency folders the header's selection covers; the agency
// invites one, resends an invitation, deactivates or reactivates an account, each after a
// confirmation.
import type { ScreenItem } from '../../../../machines/families/screen';
import { formatDay } from '../../shared/deskFormat';
import '../../shared/desk.css';
import { ListView } from '../families/ListView';
import { useList, type ListRef } from '../families/useList';
import { useOffered } from '../families/offered';
import { useScreenTexts, type ScreenTexts } from '../texts';
import { WORKER_ACTIONS, WorkerAccountActions } from './WorkerAccountActions';

type Status = 'unregistered' | 'invited' | 'registered' | 'unsubscribed' | 'deactivated';

interface WorkerItem extends ScreenItem {
  firstName: string;
  lastName: string;
  email: string;
  folderId: string;
  folderName: string;
  status: Status;
  invitedOn: string | null;
  changedOn: string | null;
}

export const texts = {
  fr: {
    workers: 'Intérimaires',
    empty: {
      unregistered: 'Tous les intérimaires de ces dossiers ont un compte ou une invitation.',
      invited: 'Aucune invitation en attente.',
      registered: 'Aucun intérimaire inscrit dans ces dossiers.',
      unsubscribed: 'Aucun intérimaire désinscrit.',
      deactivated: 'Aucun compte désactivé.',
      all: 'Aucun intérimaire dans ces dossiers d’agence.',
    },
    failed: 'Les intérimaires n’ont pas pu être chargés.',
    status: {
      unregistered: 'Non inscrit',
      invited: 'Invité',
      registered: 'Inscrit',
      unsubscribed: 'Désinscrit',
      deactivated: 'Désactivé',
    },
    folder: 'Dossier d’agence',
    email: 'Adresse e-mail',
    invitedOn: 'Invité le',
    changedOn: {
      registered: 'Inscrit le',
      unsubscribed: 'Désinscrit le',
      deactivated: 'Désactivé le',
    },
  },
  en: {
    workers: 'Temporary workers',
    empty: {
      unregistered: 'Every temporary worker of these folders has an account or an invitation.',
      invited: 'No invitation waiting.',
      registered: 'No temporary worker of these folders has registered.',
      unsubscribed: 'No temporary worker has unsubscribed.',
      deactivated: 'No account is deactivated.',
      all: 'No temporary worker in these agency folders.',
    },
    failed: 'The temporary workers could not be loaded.',
    status: {
      unregistered: 'Not registered',
      invited: 'Invited',
      registered: 'Registered',
      unsubscribed: 'Unsubscribed',
      deactivated: 'Deactivated',
    },
    folder: 'Agency folder',
    email: 'E-mail address',
    invitedOn: 'Invited on',
    changedOn: {
      registered: 'Registered on',
      unsubscribed: 'Unsubscribed on',
      deactivated: 'Deactivated on',
    },
  },
} satisfies ScreenTexts;

const BADGE: Record<Status, string> = {
  unregistered: 'desk-badge desk-badge--muted',
  invited: 'desk-badge',
  registered: 'desk-badge desk-badge--done',
  unsubscribed: 'desk-badge desk-badge--muted',
  deactivated: 'desk-badge desk-badge--alert',
};
const TABS = ['unregistered', 'invited', 'registered', 'unsubscribed', 'deactivated', 'all'] as const;

export default function TemporaryWorkerUsersScreen({ actorRef }: { actorRef: ListRef }) {
  const { t, i18n } = useScreenTexts('temporaryWorkerUsers', texts);
  const list = useList<WorkerItem>(actorRef);
  const offered = useOffered(
    actorRef,
    list.items.map((item) => item.id),
    WORKER_ACTIONS,
  );
  const tab = TABS.find((candidate) => candidate === list.tab) ?? 'all';
  return (
    <ListView list={list} empty={t(`empty.${tab}`)} failed={t('failed')}>
      {(workers) => (
        <ul className="desk-list" aria-label={t('workers')}>
          {workers.map((worker) => {
            const name = `${worker.firstName} ${worker.lastName}`;
            return (
              <li key={worker.id} data-item={worker.id} data-status={worker.status} className="desk-card">
                <h2 className="desk-card__head">
                  <span className="desk-card__title">{name}</span>
                  <span className={BADGE[worker.status]}>{t(`status.${worker.status}`)}</span>
                </h2>
                <dl className="desk-facts">
                  <dt>{t('folder')}</dt>
                  <dd>{worker.folderName}</dd>
                  <dt>{t('email')}</dt>
                  <dd>{worker.email}</dd>
                  {worker.invitedOn && (
                    <>
                      <dt>{t('invitedOn')}</dt>
                      <dd>{formatDay(i18n.language, worker.invitedOn)}</dd>
                    </>
                  )}
                  {worker.changedOn && worker.status !== 'unregistered' && worker.status !== 'invited' && (
                    <>
                      <dt>{t(`changedOn.${worker.status}`)}</dt>
                      <dd>{formatDay(i18n.language, worker.changedOn)}</dd>
                    </>
                  )}
                </dl>
                <WorkerAccountActions
                  id={worker.id}
                  name={name}
                  email={worker.email}
                  action={list.action}
                  offered={offered[worker.id] ?? []}
                />
              </li>
            );
          })}
        </ul>
      )}
    </ListView>
  );
}
