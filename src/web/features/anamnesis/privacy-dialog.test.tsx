import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import PrivacyDialog from './privacy-dialog.tsx';

test("'Seus dados' lists who opened the answers, sent them to the AI and saw the training's pain and feedback", async () => {
  const event = (action: string, actorName: string, actorRole = 'personal') => ({
    at: '2026-11-23T15:00:00.000Z',
    actorName,
    actorRole,
    action,
  });
  fakeFetch(
    route('GET', '/api/me/access-log', () =>
      json({
        items: [
          event('training_read', 'Ana Treinadora'),
          event('anamnesis_sent_to_ai', 'Ana Treinadora'),
          event('anamnesis_read', 'Admin Geral', 'admin'),
        ],
        total: 3,
        page: 1,
        pageCount: 1,
      }),
    ),
  );
  renderWithQueries(<PrivacyDialog onClose={() => undefined} />);
  const list = await screen.findByRole('list', { name: 'Acessos às suas respostas' });
  const rows = within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
  expect(rows[0]).toContain('Ana Treinadora (seu personal) viu seus treinos, dores e comentários');
  expect(rows[2]).toContain('Admin Geral (administrador) abriu sua anamnese');
});
