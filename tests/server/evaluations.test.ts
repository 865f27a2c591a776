// An evaluation request end to end on the stand-in (docs/screens/evaluations.md, evaluate.md): the
// administrator sends one, the link reaches the client's mailbox (the control API's outbox), the
// landing page's calls answer it once without any bearer token, and the back office then shows it
// answered with the rating and the comment.
import { describe, expect, it } from 'vitest';
import { answerProblems } from '../../contract/check.ts';
import { evaluationsCalls } from '../../contract/screens/evaluations.ts';
import { request } from './helpers/http.ts';
import { signIn } from './helpers/sign-in.ts';
import { control, useStack } from './helpers/stack-fixture.ts';

describe.each(['alpha', 'beta'] as const)('evaluation requests on tenant %s', (tenant) => {
  const stack = useStack({ tenant });

  it('a request sent by the administrator is answered once from its link, without sign-in, and shows answered', async () => {
    await control(stack(), '/reset');
    const { access_token: admin } = await signIn(stack(), 'admin');
    const bearer = { Authorization: `Bearer ${admin}` };
    const list = async () => {
      const got = await request(`${stack().backApiUrl}/v1/back-office/evaluations?skip=0&take=100`, { headers: bearer });
      expect(answerProblems(evaluationsCalls.getEvaluations, got.status, got.json())).toEqual([]);
      return (got.json() as { items: { id: string; status: string; workerName: string; rating: number | null; comment: string | null }[] })
        .items;
    };
    const before = await list();
    // Each status shows; the demo worker's ended mission waits to be sent.
    expect(new Set(before.map((item) => item.status))).toEqual(new Set(['toSend', 'sent', 'expired', 'answered']));
    const toSend = before.find((item) => item.status === 'toSend' && item.id.startsWith('ev-m-'))!;

    const sent = await request(`${stack().backApiUrl}/v1/back-office/evaluations/${toSend.id}/send`, { method: 'POST', headers: bearer });
    expect(sent.status).toBe(200);
    expect((sent.json() as { status: string }).status).toBe('sent');

    const mailbox = await request(`${stack().stackUrl}/__control/evaluations/outbox`);
    const outbox = mailbox.json() as { sent: { evaluationId: string; token: string }[] };
    const { token } = outbox.sent.find((mail) => mail.evaluationId === toSend.id)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,128}$/);

    const form = await request(`${stack().backApiUrl}/v1/evaluation-forms?token=${token}`);
    expect(form.status).toBe(200);
    expect(form.json()).toMatchObject({ workerName: toSend.workerName, status: 'open', answeredOn: null });

    const answer = (rating: number) =>
      request(`${stack().backApiUrl}/v1/evaluation-forms/answer`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, rating, comment: '  Ponctuel <b>et</b> soigneux.  ' }),
      });
    const first = await answer(5);
    expect(first.status).toBe(200);
    expect(answerProblems(evaluationsCalls.answerEvaluation, first.status, first.json())).toEqual([]);
    expect((first.json() as { status: string }).status).toBe('answered');
    // Once: a second answer is refused, the first one stays.
    expect((await answer(1)).status).toBe(409);
    expect(((await request(`${stack().backApiUrl}/v1/evaluation-forms?token=${token}`)).json() as { status: string }).status).toBe(
      'answered',
    );

    const after = (await list()).find((item) => item.id === toSend.id)!;
    expect(after).toMatchObject({ status: 'answered', rating: 5, comment: 'Ponctuel <b>et</b> soigneux.' });
    // Sending an answered request again is refused.
    const again = await request(`${stack().backApiUrl}/v1/back-office/evaluations/${toSend.id}/send`, { method: 'POST', headers: bearer });
    expect(again.status).toBe(409);
  });
});
