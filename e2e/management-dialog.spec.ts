import { expect } from '@playwright/test';
import { addDays, addMonths, formatBrazilianDate, localDate } from '../src/shared/domain/dates/local-date.ts';
import { createStudent, openStudent, signUpPersonal } from './fixtures.ts';
import { expectAccessible, expectTouchTargets, snap, test } from './support.ts';

// The trainer's management dialog, on the phone and on the laptop (student-dialog.spec.ts runs on the
// phone only: its name matches the student journeys' filter in playwright.config.ts).
test.describe.configure({ timeout: 60_000 });

test('the dialog never drops edits without asking, and its summary shows what will be saved', async ({
  page,
}, testInfo) => {
  const today = localDate(new Date());
  await signUpPersonal(page);
  await createStudent(page, 'Gabi Torres');
  const dialog = await openStudent(page, 'Gabi Torres');
  await expect(dialog.getByText('Sem data de vencimento')).toBeVisible();

  const renewal = dialog.getByRole('button', { name: '+1 mês' });
  await renewal.click();
  const renewed = formatBrazilianDate(addMonths(today, 1));
  await expect(dialog.getByText(`Vence em ${renewed}`)).toBeVisible();
  await expect(dialog.getByText('Ainda não salvo. Atual: Sem data de vencimento')).toBeVisible();
  await snap(page, testInfo, '01-resumo-com-renovacao');

  const ask = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
  const keepEditing = async () => {
    await expect(ask.getByRole('button', { name: 'Continuar editando' })).toBeFocused();
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(ask).toBeHidden();
    await expect(renewal).toHaveAttribute('aria-pressed', 'true');
  };

  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(ask).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '02-descartar');
  await keepEditing();

  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await keepEditing();

  // On a wide screen the shade shows around the dialog; on the phone the dialog fills the screen.
  const box = (await dialog.boundingBox())!;
  if (box.x > 10) {
    await page.mouse.click(box.x / 2, box.y + box.height / 2);
    await expect(ask).toBeVisible();
    await keepEditing();
  }

  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/personal$/);

  // Nothing was saved; a typed date is what the summary then shows, and what is saved.
  const again = await openStudent(page, 'Gabi Torres');
  await expect(again.getByText('Sem data de vencimento')).toBeVisible();
  const typed = addDays(today, 45);
  await again.getByLabel('Data de vencimento').fill(typed);
  await expect(again.getByText(`Vence em ${formatBrazilianDate(typed)}`)).toBeVisible();
  await snap(page, testInfo, '03-resumo-com-data');
  await again.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Dados salvos com sucesso!')).toBeVisible();
  await expect(again).toBeHidden();

  const saved = await openStudent(page, 'Gabi Torres');
  await expect(saved.getByText(`Vence em ${formatBrazilianDate(typed)}`)).toBeVisible();
  await expect(saved.getByText(/^Ainda não salvo/)).toHaveCount(0);
  // Untouched, it closes at once.
  await saved.getByRole('button', { name: 'Fechar' }).click();
  await expect(saved).toBeHidden();
  await expect(ask).toHaveCount(0);
});
