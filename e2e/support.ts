import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Every journey fails on a console error or a Content-Security-Policy violation: the app must
 * work under its own headers, not just look right.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    // A violation a script catches (zod's `new Function('')` probe, say) prints nothing by itself.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
      ),
    );
    page.on('console', (message) => {
      // 401 from the session check is an answer ("not signed in"), and so are the 4xx of the error journeys.
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(page);
    expect(problems, 'console errors in the page').toEqual([]);
  },
});

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
  // blank page per check to merge frame results, which cost ~1.5 s a check on a busy machine.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Every visible control can be hit by a thumb: at least 44 × 44 CSS pixels, once the page has settled
 * (a control caught in the frame it is laid out, as a toast arriving on a busy machine, is measured
 * again; one that stays small fails).
 */
export async function expectTouchTargets(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.locator('button:visible, a:visible, input:visible, [role="tab"]:visible').evaluateAll((elements) =>
        elements
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ el, box }) => `${el.outerHTML.slice(0, 80)} (${box.width}×${box.height})`),
      ),
    )
    .toEqual([]);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;
}

export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

export const PASSWORD = 'treino-forte-na-segunda';

export async function registerPersonal(page: Page, name: string, email: string, password = PASSWORD) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Registrar (Personal)' }).click();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
}
