import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { MEAL_NOTE } from '#shared/domain/nutrition/meal-note.ts';
import { buildStudent } from '#shared/testing/build-student.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { CoachTextDialog } from './coach-text-dialog.tsx';

const WEEKLY =
  'Oi, Ana! Resumo da semana de 16/11 a 22/11: você treinou 3 de 3 dias previstos.\n\nConte comigo!';

function renderText(kind: 'weekly' | 'meals', text: string) {
  fakeFetch(
    route('POST', '/api/students/s1/ai/weekly-summary', () => json({ text })),
    route('POST', '/api/students/s1/ai/meals', () => json({ text })),
  );
  renderWithQueries(
    <>
      <Toaster />
      <CoachTextDialog
        kind={kind}
        student={buildStudent()}
        whatsapp="(11) 91234-5678"
        onClose={() => undefined}
      />
    </>,
  );
}

test("'Resumo Semanal' is editable before it is copied or sent: what is shared is the edited text", async () => {
  const user = userEvent.setup();
  renderText('weekly', WEEKLY);
  const dialog = await screen.findByRole('dialog', { name: 'Resumo Semanal de Ana' });
  const field = await within(dialog).findByRole('textbox', { name: 'Texto para o aluno' });
  expect(field).toHaveValue(WEEKLY);
  expect(dialog).toHaveTextContent('Revise antes de compartilhar com o aluno.');

  await user.clear(field);
  await user.type(field, 'Oi, Ana! Semana perfeita, 3 de 3. Bora manter!');
  const link = within(dialog).getByRole('link', { name: 'Enviar pelo WhatsApp' });
  expect(link).toHaveAttribute(
    'href',
    `https://wa.me/5511912345678?text=${encodeURIComponent('Oi, Ana! Semana perfeita, 3 de 3. Bora manter!')}`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
  expect(await screen.findByText('Texto copiado!')).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe('Oi, Ana! Semana perfeita, 3 de 3. Bora manter!');

  // Nothing left to share, nothing to copy.
  await user.clear(field);
  expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeDisabled();
});

test('the meals are editable too, and the nutritionist note comes back if an edit removed it', async () => {
  const user = userEvent.setup();
  renderText('meals', `Ana, uma sugestão de dia alimentar:\n\n1. Café da manhã: ovos.\n\n${MEAL_NOTE}`);
  const dialog = await screen.findByRole('dialog', { name: 'Sugestão de Refeições para Ana' });
  const field = await within(dialog).findByRole('textbox', { name: 'Texto para o aluno' });
  await user.clear(field);
  await user.type(field, '1. Café da manhã: tapioca.');
  await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
  expect(await navigator.clipboard.readText()).toBe(`1. Café da manhã: tapioca.\n\n${MEAL_NOTE}`);
});
