import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { AiKey } from '#shared/contracts/ai.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { bodyOf, fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { findToast, shownToasts } from '#web/testing/toasts.ts';
import { AiKeysTab } from './ai-keys-tab.tsx';

function server(initial: AiKey[] = []) {
  const keys = [...initial];
  const results: Record<string, string> = {
    '…0001': 'valid',
    '…0002': 'invalid',
    '…0003': 'quota',
    '…0004': 'unknown',
    '…0005': 'unreachable',
  };
  const fetch = fakeFetch(
    route('GET', '/api/admin/ai-keys', () =>
      json({ keys, provider: keys.some((key) => key.status === 'valid') ? 'gemini' : 'local' }),
    ),
    route('POST', '/api/admin/ai-keys', (_, init) => {
      const { key } = bodyOf<{ key: string }>(init);
      const added = {
        id: `id-${keys.length}`,
        hint: `…${key.slice(-4)}`,
        createdAt: '2026-11-24T10:00:00.000Z',
        status: 'pending' as const,
      };
      keys.push(added);
      return json(added, 201);
    }),
    route('POST', /^\/api\/admin\/ai-keys\/[\w-]+\/check$/, (url) => {
      const key = keys.find((k) => url.pathname.includes(k.id))!;
      const result = results[key.hint]!;
      if (result === 'valid' || result === 'quota') key.status = 'valid';
      if (result === 'invalid') key.status = 'invalid';
      return json({ hint: key.hint, result });
    }),
    route('DELETE', /^\/api\/admin\/ai-keys\/[\w-]+$/, (url) => {
      keys.splice(
        keys.findIndex((k) => url.pathname.endsWith(k.id)),
        1,
      );
      return new Response(null, { status: 204 });
    }),
  );
  return { fetch, keys };
}

const render = () =>
  renderWithQueries(
    <>
      <Toaster />
      <AiKeysTab />
    </>,
  );

test('keys go in and only the last four characters ever show', async () => {
  const { fetch } = server();
  render();
  expect(await screen.findByText(/^Em uso:/)).toHaveTextContent(
    'Em uso: coach local — nenhuma chave cadastrada.',
  );
  await userEvent.type(screen.getByLabelText('Nova chave de API'), 'AIza-secret-0001');
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await findToast('Validação concluída!')).toBeVisible();
  // The toaster shows three at a time: the newest first.
  expect(shownToasts()).toEqual([
    'Validação concluída!',
    'Chave ...0001 é válida e está funcionando.',
    'Configurações salvas. Validando chaves...',
  ]);
  expect(await screen.findByText('…0001')).toBeVisible();
  expect(await screen.findByText('Validada — em uso')).toBeVisible();
  expect(screen.getByText(/^Em uso:/)).toHaveTextContent('Em uso: Gemini (chave …0001).');
  expect(screen.getByLabelText('Nova chave de API')).toHaveValue('');
  expect(document.body.textContent).not.toContain('AIza-secret');
  expect(bodyOf(fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1])).toEqual({
    key: 'AIza-secret-0001',
  });
});

test.each([
  [
    ['AIza-0002', 'AIza-0003'],
    ['Chave ...0003 é válida, mas a cota foi excedida.', 'Chave ...0002 é inválida.'],
  ],
  [
    ['AIza-0004'],
    [
      'O Gemini respondeu com um erro ao validar a chave ...0004: ela não está em uso. Tente de novo mais tarde.',
      'Configurações salvas. Validando chaves...',
    ],
  ],
  [
    ['AIza-0005'],
    [
      'Sem conexão com o Gemini: a chave ...0005 não pôde ser validada e não está em uso. Tente de novo mais tarde.',
      'Configurações salvas. Validando chaves...',
    ],
  ],
])('each key checked says what it found: %j', async (typed, expected) => {
  server();
  render();
  await userEvent.type(await screen.findByLabelText('Nova chave de API'), typed.join('\n'));
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await findToast('Validação concluída!')).toBeVisible();
  expect(shownToasts()).toEqual(['Validação concluída!', ...expected]);
});

test("saving with no key at all: 'Chave vazia.'", async () => {
  const { fetch } = server();
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
  expect(screen.getByText('Chave vazia.')).toBeVisible();
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
});

test('each key says whether it is in use, and the panel which AI answers and why', async () => {
  server([
    { id: 'k2', hint: '…0002', createdAt: '2026-11-20T10:00:00.000Z', status: 'invalid' },
    { id: 'k5', hint: '…0005', createdAt: '2026-11-21T10:00:00.000Z', status: 'pending' },
  ]);
  render();
  expect(await screen.findByText(/^Em uso:/)).toHaveTextContent(
    'Em uso: coach local — nenhuma chave válida.',
  );
  const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
  expect(rows[0]).toContain('Chave inválida — não está em uso');
  expect(rows[1]).toContain('Não validada — não está em uso');
});

test('a key is removed only once the admin confirms', async () => {
  const { fetch } = server([
    { id: 'k1', hint: '…0001', createdAt: '2026-11-20T10:00:00.000Z', status: 'valid' },
  ]);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Remover a chave …0001' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remover a chave …0001?' });
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancelar' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  expect(screen.getByText('…0001')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Remover a chave …0001' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sim, remover' }),
  );
  await waitFor(() => expect(screen.getByText('Nenhuma chave cadastrada.')).toBeVisible());
  expect(await findToast('Chave …0001 removida.')).toBeVisible();
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
});
