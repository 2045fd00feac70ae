import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '#web/lib/router.tsx';
import { expect, test, vi } from 'vitest';
import type { TemplateListItem } from '#shared/contracts/templates.ts';
import { fakeFetch, json, methodOf, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import LibraryPanel from './library-panel.tsx';

function model(name: string, extra: Partial<TemplateListItem> = {}): TemplateListItem {
  return {
    id: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    description: '',
    level: 'iniciante',
    goal: 'Condicionamento físico',
    days: 3,
    starter: false,
    exerciseCount: 12,
    version: 1,
    updatedAt: '2026-11-28T00:00:00.000Z',
    ...extra,
  };
}

const STARTER = model('Full body 3x', { starter: true, description: 'Para quem começa.' });
const OWN = model('Força Básica de Pernas', { days: 2, level: 'intermediario' });

function Where() {
  const location = useLocation();
  return <output aria-label="endereço">{location.search}</output>;
}

function renderPanel(onOpen = vi.fn()) {
  renderWithQueries(
    <MemoryRouter initialEntries={['/personal?visao=biblioteca']}>
      <LibraryPanel onOpenTemplate={onOpen} />
      <Where />
    </MemoryRouter>,
  );
  return onOpen;
}

test('searches and filters on the server, keeping them in the URL; a starter model is marked and cannot be deleted', async () => {
  const user = userEvent.setup();
  const lists: URL[] = [];
  fakeFetch(
    route('GET', '/api/templates', (url) => {
      lists.push(url);
      const items = url.searchParams.get('q') ? [OWN] : [STARTER, OWN];
      return json({ items, total: items.length, page: 1, pageCount: 1 });
    }),
  );
  const onOpen = renderPanel();

  const starter = await screen.findByRole('article', { name: 'Full body 3x' });
  expect(within(starter).getByText('Modelo inicial')).toBeInTheDocument();
  expect(within(starter).queryByRole('button', { name: 'Excluir' })).toBeNull();
  await user.click(within(starter).getByRole('button', { name: 'Abrir' }));
  expect(onOpen).toHaveBeenCalledWith('full-body-3x');
  expect(screen.getByText('2 modelos')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Buscar modelo'), 'forca');
  await waitFor(() => expect(lists.at(-1)?.searchParams.get('q')).toBe('forca'));
  await user.selectOptions(screen.getByLabelText('Nível'), 'Intermediário');
  await user.selectOptions(screen.getByLabelText('Dias'), '2x por semana');
  await waitFor(() => expect(lists.at(-1)?.searchParams.get('days')).toBe('2'));
  expect(lists.at(-1)?.searchParams.get('level')).toBe('intermediario');
  expect(screen.getByLabelText('endereço')).toHaveTextContent(
    '?visao=biblioteca&busca=forca&nivel=intermediario&dias=2',
  );
  expect(await screen.findByText('1 modelo')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Full body 3x' })).toBeNull();
});

test('deleting asks first; keeping the model sends nothing', async () => {
  const user = userEvent.setup();
  const deletes: string[] = [];
  let items = [OWN];
  fakeFetch(
    route('GET', '/api/templates', () => json({ items, total: items.length, page: 1, pageCount: 1 })),
    (url, init) => {
      if (methodOf(init) !== 'DELETE') return undefined;
      deletes.push(url.pathname);
      items = [];
      return new Response(null, { status: 204 });
    },
  );
  renderPanel();

  const card = await screen.findByRole('article', { name: OWN.name });
  await user.click(within(card).getByRole('button', { name: 'Excluir' }));
  let confirm = screen.getByRole('alertdialog', { name: 'Excluir modelo?' });
  expect(within(confirm).getByRole('button', { name: 'Manter modelo' })).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Manter modelo' }));
  expect(deletes).toEqual([]);

  await user.click(within(card).getByRole('button', { name: 'Excluir' }));
  confirm = screen.getByRole('alertdialog', { name: 'Excluir modelo?' });
  await user.click(within(confirm).getByRole('button', { name: 'Sim, excluir modelo' }));
  await waitFor(() => expect(deletes).toEqual([`/api/templates/${OWN.id}`]));
  expect(await screen.findByText('Nenhum modelo ainda')).toBeInTheDocument();
});
