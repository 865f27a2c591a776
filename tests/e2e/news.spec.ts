// In Chromium: news and its article page (docs/screens/news.md, newsArticle.md),
// the FAQ's search by keyboard (docs/screens/faq.md), privacy (docs/screens/privacy.md). Each
// journey is one a worker takes: sign in, open it from the menu, do the main thing, see the result;
// each page is axe-clean and readable at 360 px.
import type { Page } from '@playwright/test';
import { expect, resetStack, signInThroughPortal, test } from './portal.ts';
import { E2E_TENANT } from './stack-env.ts';
import { seriousAxeViolations } from './axe.ts';

const PHONE = { width: 360, height: 740 };

/** Nothing wider than the window: the page does not scroll sideways (once the layout took the new width). */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('news: a worker opens the news from the menu, opens an article, reads it, goes back', async ({ page, request }) => {
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('.main-nav [data-nav="news"]').first().click();
  await expect(page).toHaveURL(/\/news$/);
  const news = page.locator('[data-machine="news"]');
  await expect(news).toHaveAttribute('data-state', /data\.loaded\.idle/);
  // Newest first, five a page: the worker's seven articles, then the two older ones.
  await expect(news.locator('li h2')).toHaveCount(5);
  await expect(news.locator('li h2').first()).toHaveText('Votre portail fait peau neuve');
  await expect(news).toContainText('5 sur 7');
  await news.getByRole('button', { name: 'Afficher plus' }).click();
  await expect(news.locator('li h2')).toHaveCount(7);
  // Articles for clients or the agency's people are not the worker's.
  await expect(news).not.toContainText('Validez les relevés d’heures en un clic');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The article, opened by its title with the keyboard.
  await news.getByRole('link', { name: 'Demandez votre acompte en ligne' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news\/news-02$/);
  const article = page.locator('[data-machine="newsArticle"]');
  await expect(article).toHaveAttribute('data-state', /data\.shown/);
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('Demandez votre acompte en ligne');
  await expect(article.locator('article > p')).toHaveCount(5); // its date, its summary, three paragraphs
  await expect(article).toContainText('déduit de votre prochaine paie');
  await expect(article.locator('time')).toHaveText(/^Publié le \d{1,2} \S+ \d{4}$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/news-article-360.png', fullPage: true });

  // Back to the list.
  await article.getByRole('link', { name: 'Toutes les actualités' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(news.locator('li h2').first()).toHaveText('Votre portail fait peau neuve');
  await page.screenshot({ path: 'test-results/news-360.png', fullPage: true });
});

test('news: an article for clients only, opened by a worker through its address, says it is not theirs', async ({ page, request }) => {
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/news/news-03');
  const article = page.locator('[data-machine="newsArticle"]');
  await expect(article).toHaveAttribute('data-state', /data\.forbidden/);
  await expect(article).toContainText('Cette actualité ne vous est pas destinée.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.goto('/news/news-12'); // a draft
  await expect(article).toContainText('Cette actualité n’existe pas ou n’est plus publiée.');
  await article.getByRole('link', { name: 'Toutes les actualités' }).click();
  await expect(page.locator('[data-machine="news"] li h2')).toHaveCount(5);
});

test('faq: a worker searches the questions with the keyboard only, and clears the search', async ({ page, request }) => {
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('.main-nav [data-nav="faq"]').first().click();
  await expect(page).toHaveURL(/\/faq\/all$/);
  const faq = page.locator('[data-machine="faq"]');
  await expect(faq.locator('summary')).toHaveCount(13);
  // Into the field by Tab from the open tab's link, then typing and Enter.
  await page.getByRole('link', { name: 'Toutes', exact: true }).focus();
  const field = page.getByRole('searchbox', { name: 'Rechercher dans les questions' });
  for (let i = 0; i < 10 && !(await field.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('acompte');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq\/all\?search=acompte$/);
  await expect(faq.locator('summary')).toHaveCount(1);
  await expect(faq.getByRole('status').filter({ hasText: 'correspond' })).toHaveText('1 question correspond à « acompte ».');
  // Its answer, opened with the keyboard.
  await faq.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await expect(faq.locator('details[open] p').first()).toBeVisible();
  // A search that finds nothing, then cleared.
  await field.fill('xyz');
  await page.keyboard.press('Enter');
  await expect(faq).toContainText('Aucune question de cette catégorie ne correspond à « xyz ».');
  await faq.getByRole('button', { name: 'Effacer la recherche' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq\/all$/);
  await expect(faq.locator('summary')).toHaveCount(13);
  await expect(field).toHaveValue('');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('privacy: a worker opens the privacy notice from the menu and finds whom to write to', async ({ page, request }) => {
  test.skip(E2E_TENANT === 'beta', 'the menu shows privacy on the one named tenant (alpha)');
  await resetStack(request);
  await signInThroughPortal(page, 'worker', '/home');
  await page.locator('.main-nav [data-nav="privacy"]').first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  const privacy = page.locator('[data-machine="privacy"]');
  await expect(privacy).toHaveAttribute('data-state', /data\.shown/);
  await expect(privacy.getByRole('heading', { level: 2 })).toHaveText([
    'Qui traite vos données',
    'Les données collectées',
    'Pourquoi nous les traitons',
    'Combien de temps nous les gardons',
    'Vos droits',
    'Nous écrire',
  ]);
  await expect(privacy.getByRole('link', { name: 'Adresser une plainte à la CNIL' })).toHaveAttribute(
    'href',
    'https://www.cnil.fr/fr/plaintes',
  );
  await expect(privacy.getByRole('link', { name: 'dpo@alpha-interim.example' })).toHaveAttribute(
    'href',
    'mailto:dpo@alpha-interim.example',
  );
  await expect(privacy).toContainText('Mise à jour le 1 mars 2025');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/privacy-360.png', fullPage: true });
});
