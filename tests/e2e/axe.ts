// The serious and critical axe violations of a page, or of one part of it (`include`, a CSS selector).
// Axe measures contrast on what is painted, so a toast or a banner caught while fading in fails it
// for a moment: the check runs with reduced motion (the portal then shows them without animating,
// as it does for people who ask for it) once the animations already running have ended.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    );
    const builder = new AxeBuilder({ page });
    const results = await (include ? builder.include(include) : builder).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
