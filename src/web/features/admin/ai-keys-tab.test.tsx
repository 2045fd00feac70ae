import { screen, waitFor } from '@testing-library/react';
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
  };
  const fetch = fakeFetch(
    route('GET', '/api/admin/ai-keys', () => json({ keys, provider: keys.length ? 'gemini' : 'local' })),
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
      return json({ hint: key.hint, result: results[key.hint] });
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
  expect(await screen.findByText(/o coach local do RumoFit, que funciona sem chave/)).toBeVisible();
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
  [['AIza-0004'], ['Erro desconhecido ao validar a chave.', 'Configurações salvas. Validando chaves...']],
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

test('a key is removed from the list', async () => {
  server([{ id: 'k1', hint: '…0001', createdAt: '2026-11-20T10:00:00.000Z', status: 'valid' }]);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Remover a chave …0001' }));
  await waitFor(() => expect(screen.getByText('Nenhuma chave cadastrada.')).toBeVisible());
});
