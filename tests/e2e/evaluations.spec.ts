// Evaluation requests in Chromium against the local stack (docs/screens/evaluations.md, evaluate.md):
// the administrator opens the back office's evaluations from the menu and sends a request; the link
// the client receives (read from the stack's outbox, as their mailbox) opens in a fresh browser
// without a session, is answered once, says so on a second visit; the back office then shows the
// request answered with its rating and comment. An unknown and an expired link say so. Checked by axe
// and at 360 px wide.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_TENANT, E2E_URLS } from './stack-env.ts';
import { seriousAxeViolations } from './axe.ts';

test.beforeEach(async ({ request }) => {
  await resetStack(request);
});

const evaluations = (page: Page) => page.locator('[data-machine="evaluations"]');
const evaluate = (page: Page) => page.locator('[data-machine="evaluate"]');

test('the administrator sends a request, the client answers it once from its link without signing in, and it shows answered', async ({
  page,
  browser,
  request,
}) => {
  await signInThroughPortal(page, 'admin', '/home');
  await page.locator('.main-nav [data-nav="backOffice"]').click();
  await page.getByRole('link', { name: 'Évaluations', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/evaluations$/);
  await expect(evaluations(page)).toHaveAttribute('data-state', /loaded/);
  expect(await seriousAxeViolations(page, '.layout section.screen')).toEqual([]);

  // Each status shows; an answered request offers nothing, its comment shown.
  for (const status of ['toSend', 'sent', 'expired', 'answered'])
    await expect(evaluations(page).locator(`li[data-status="${status}"]`).first()).toBeVisible();
  await expect(evaluations(page).locator('li[data-status="answered"] button')).toHaveCount(0);

  // The first request to send, sent by keyboard.
  const first = evaluations(page).locator('li[data-status="toSend"]').first();
  const id = (await first.getAttribute('data-item'))!;
  const worker = await first.locator('.desk-card__title').innerText();
  const row = evaluations(page).locator(`li[data-item="${id}"]`);
  await row.getByRole('button', { name: `Envoyer la demande d’évaluation de ${worker}` }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('status')).toHaveText(/^Demande envoyée à .+\.$/);
  await expect(row).toHaveAttribute('data-status', 'sent');
  await expect(row).toContainText('Envoyée');

  // The client's mailbox: the link of that request.
  const outbox = (await (await request.get(`${E2E_URLS.control}/evaluations/outbox`)).json()) as {
    sent: { evaluationId: string; token: string }[];
  };
  const { token } = outbox.sent.find((mail) => mail.evaluationId === id)!;

  // A fresh browser, no session: the page opens without any sign-in.
  const client = await browser.newContext({ baseURL: E2E_URLS.portal, locale: 'fr-FR' });
  const landing = await client.newPage();
  const idpCalls: string[] = [];
  landing.on('request', (sent) => {
    if (sent.url().startsWith(E2E_URLS.idp)) idpCalls.push(sent.url());
  });
  await landing.goto(`/evaluate?token=${token}`);
  await expect(evaluate(landing)).toHaveAttribute('data-state', 'form.editing');
  await expect(landing.getByRole('heading', { level: 2 })).toHaveText(`Évaluez la mission de ${worker}`);
  expect(await seriousAxeViolations(landing)).toEqual([]);

  // Sent without a rating: the problem shows, nothing is sent.
  await landing.getByRole('button', { name: 'Envoyer mon évaluation' }).click();
  await expect(landing.getByText('Choisissez une note de 1 à 5.')).toBeVisible();
  await landing.getByRole('radio', { name: '4 – Très bien' }).check();
  await landing.getByLabel('Votre commentaire (facultatif)').fill('Ponctuel <b>et</b> soigneux.');
  await landing.getByRole('button', { name: 'Envoyer mon évaluation' }).click();
  await expect(evaluate(landing).getByRole('status')).toHaveText('Merci, votre évaluation a bien été enregistrée.');
  expect(idpCalls).toEqual([]);

  // The same link again: answered already.
  await landing.reload();
  await expect(evaluate(landing)).toHaveAttribute('data-state', 'alreadyAnswered');
  await expect(evaluate(landing)).toContainText(/^Cette évaluation a déjà été faite le .+\. Merci\.$/);
  await expect(landing.locator('form')).toHaveCount(0);

  // At 360 px, the answered page fits.
  await landing.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => landing.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await client.close();

  // The back office shows it answered, with the rating and the comment as text.
  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'answered');
  await expect(row).toContainText('4 / 5');
  await expect(row).toContainText('Ponctuel <b>et</b> soigneux.');
  await expect(row.locator('button')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an unknown link and an expired link say so, without a form', async ({ page }) => {
  // The positive case first: a valid link shows the form.
  await page.goto(`/evaluate?token=seeded-${E2E_TENANT}-3-${'x'.repeat(12)}`);
  await expect(evaluate(page).locator('form')).toBeVisible();

  await page.goto(`/evaluate?token=${'u'.repeat(24)}`);
  await expect(evaluate(page)).toHaveAttribute('data-state', 'unknown');
  await expect(evaluate(page).getByRole('alert')).toContainText('Ce lien d’évaluation n’est pas valide.');
  await expect(evaluate(page).locator('form')).toHaveCount(0);

  await page.goto(`/evaluate?token=seeded-${E2E_TENANT}-2-${'x'.repeat(12)}`);
  await expect(evaluate(page)).toHaveAttribute('data-state', 'expired');
  await expect(evaluate(page).getByRole('alert')).toHaveText(
    'Ce lien d’évaluation a expiré. Demandez à votre agence de vous l’envoyer à nouveau.',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/evaluate');
  await expect(evaluate(page)).toHaveAttribute('data-state', 'invalid');
  await expect(evaluate(page).getByRole('alert')).toContainText('Ce lien d’évaluation n’est pas valide.');
});
