// Worker profile → days-off requests: the list, the create and edit form (only a pending request
// can be edited) and the details of one request. The screen is behind the daysOff flag, which the
// app's route rules turn off for self-registered workers and CDII holders.
import { useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DAYS_OFF_REASON_MAX_LENGTH } from '../../../../machines/domain/daysOff';
import type { DaysOffRequest } from '../../../../machines/domain/types';
import { DraftRestoredNotice } from '../../shared/DraftRestoredNotice';
import { FormField } from '../../shared/FormField';
import { focusFirstProblem } from '../../shared/ProfileFields';
import { useDaysOff, type DaysOffRef } from './useDaysOff';

/** The screen's body, while its machine runs (the app machine's child `screen`). */
export default function DaysOffScreen({ actorRef }: { actorRef: DaysOffRef }) {
  const { t } = useTranslation();
  const daysOff = useDaysOff(actorRef);
  const form = useRef<HTMLFormElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flushSync(() => daysOff.submit());
    focusFirstProblem(form.current);
  };
  const problem = (field: 'startDate' | 'endDate' | 'reason') =>
    daysOff.problems[field] && t(`daysOff.problem.${daysOff.problems[field]}`, { max: DAYS_OFF_REASON_MAX_LENGTH });

  // Reading a kept draft follows the list's read at once: it still counts as loading.
  const loading = daysOff.loading;
  return (
    <div className="days-off" data-machine="daysOff" data-state={daysOff.state} aria-busy={loading || daysOff.submitting || undefined}>
      {loading && <p role="status">{t('common.loading')}</p>}
      {daysOff.loadFailed && <p role="note">{t('daysOff.loadFailed')}</p>}
      {daysOff.listing && (
        <>
          <button type="button" className="button button--primary" onClick={daysOff.create}>
            {t('daysOff.create')}
          </button>
          {daysOff.requests.length === 0 ? (
            <p>{t('daysOff.empty')}</p>
          ) : (
            <table className="days-off__list">
              <caption className="visually-hidden">{t('subnav.workerProfile.daysOff')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('daysOff.period')}</th>
                  <th scope="col">{t('daysOff.reason')}</th>
                  <th scope="col">{t('daysOff.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('daysOff.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {daysOff.requests.map((request) => (
                  <tr key={request.id} data-request={request.id}>
                    <td>{t('daysOff.periodValue', { start: request.startDate, end: request.endDate })}</td>
                    <td>{request.reason}</td>
                    <td data-status={request.status}>{t(`daysOff.statusValue.${request.status}`)}</td>
                    <td>
                      <button type="button" className="button button--link" onClick={() => daysOff.details(request.id)}>
                        {t('daysOff.details')}
                      </button>
                      {request.status === 'pending' && (
                        <button type="button" className="button button--link" onClick={() => daysOff.edit(request.id)}>
                          {t('daysOff.edit')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {daysOff.showingDetails && daysOff.selected && <Details request={daysOff.selected} onBack={daysOff.back} onEdit={daysOff.edit} />}
      {daysOff.formOpen && (
        <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="days-off-form-title">
          <h3 id="days-off-form-title">{t(daysOff.editingExisting ? 'subnav.workerProfile.edit' : 'subnav.workerProfile.create')}</h3>
          {daysOff.draftRestored && <DraftRestoredNotice onDiscard={daysOff.discardDraft} disabled={daysOff.submitting} />}
          <FormField
            label={t('daysOff.startDate')}
            type="date"
            name="startDate"
            value={daysOff.draft.startDate}
            readOnly={daysOff.submitting}
            problem={problem('startDate')}
            required
            data-autofocus
            onChange={(event) => daysOff.change('startDate', event.target.value)}
          />
          <FormField
            label={t('daysOff.endDate')}
            type="date"
            name="endDate"
            value={daysOff.draft.endDate}
            readOnly={daysOff.submitting}
            problem={problem('endDate')}
            required
            onChange={(event) => daysOff.change('endDate', event.target.value)}
          />
          <FormField
            label={t('daysOff.reason')}
            type="text"
            name="reason"
            value={daysOff.draft.reason}
            readOnly={daysOff.submitting}
            problem={problem('reason')}
            onChange={(event) => daysOff.change('reason', event.target.value)}
          />
          <div className="form-actions">
            <button type="button" className="button" onClick={daysOff.back} aria-disabled={daysOff.submitting || undefined}>
              {t('daysOff.back')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              aria-busy={daysOff.submitting || undefined}
              aria-disabled={daysOff.submitting || undefined}
            >
              {t('daysOff.send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function Details({ request, onBack, onEdit }: { request: DaysOffRequest; onBack: () => void; onEdit: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="days-off-details-title" data-request={request.id}>
      <h3 id="days-off-details-title">{t('subnav.workerProfile.details')}</h3>
      <dl>
        <dt>{t('daysOff.startDate')}</dt>
        <dd>{request.startDate}</dd>
        <dt>{t('daysOff.endDate')}</dt>
        <dd>{request.endDate}</dd>
        <dt>{t('daysOff.reason')}</dt>
        <dd>{request.reason || t('profile.empty')}</dd>
        <dt>{t('daysOff.status')}</dt>
        <dd>{t(`daysOff.statusValue.${request.status}`)}</dd>
      </dl>
      <div className="form-actions">
        <button type="button" className="button" onClick={onBack}>
          {t('daysOff.back')}
        </button>
        {request.status === 'pending' && (
          <button type="button" className="button button--primary" onClick={() => onEdit(request.id)}>
            {t('daysOff.edit')}
          </button>
        )}
      </div>
    </section>
  );
}
