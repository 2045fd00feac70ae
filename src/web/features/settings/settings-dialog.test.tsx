import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import type { Profile } from '#shared/contracts/profile.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { bodyOf, fakeFetch, json, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { findToast, shownToasts } from '#web/testing/toasts.ts';
import SettingsDialog from './settings-dialog.tsx';

let profile: Profile;
let putAnswer: ((body: unknown) => { status: number; body: unknown }) | null;
let puts: unknown[];
let gets: number;

function makeProfile(extra: Partial<Profile['settings']> = {}, version = 3): Profile {
  return {
    id: 'p1',
    name: 'Paula Personal',
    email: 'paula@exemplo.com',
    role: 'personal',
    settings: { planPrices: { '1': 120, '3': 330, '6': 600 }, ...extra },
    version,
  };
}

beforeEach(() => {
  profile = makeProfile();
  putAnswer = null;
  puts = [];
  gets = 0;
  fakeFetch(
    route('GET', '/api/profile', () => {
      gets += 1;
      return json(profile);
    }),
    route('GET', '/api/profile/preferences', () => json({ items: [] })),
    route('GET', '/api/alerts', () => json({ enabled: false })),
    route('PUT', '/api/profile/settings', (_url, init) => {
      const body = bodyOf(init);
      puts.push(body);
      const answer = putAnswer?.(body) ?? { status: 200, body: profile };
      return json(answer.body, answer.status);
    }),
    () => json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
  );
});

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithQueries(
    <>
      <SettingsDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Configurações' }) };
}

test('shows the account read-only above the trainer’s settings as stored', async () => {
  profile = makeProfile({ aiStyleNotes: 'Treinos curtos.', whatsapp: '5511912345678' });
  const { dialog } = renderDialog();
  expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando configurações...');
  expect(await within(dialog).findByText('paula@exemplo.com')).toBeInTheDocument();
  expect(within(dialog).getByText('Paula Personal')).toBeInTheDocument();
  expect(within(dialog).getByText('Personal')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Notas de estilo para a IA')).toHaveValue('Treinos curtos.');
  expect(within(dialog).getByLabelText('Notas de estilo para a IA')).toHaveAccessibleDescription(
    /gerar planos de treino/,
  );
  expect(within(dialog).getByLabelText('Seu WhatsApp')).toHaveValue('(11) 91234-5678');
  expect(within(dialog).getByLabelText('Plano 1 mês')).toHaveValue('120,00');
  expect(within(dialog).getByLabelText('Plano 3 meses')).toHaveValue('330,00');
  expect(within(dialog).getByLabelText('Plano 6 meses')).toHaveValue('600,00');
  expect(within(dialog).getByLabelText('Plano 1 mês')).toHaveAttribute('inputmode', 'decimal');
});

test('the WhatsApp number is masked while typing', async () => {
  const { dialog } = renderDialog();
  const field = await within(dialog).findByLabelText('Seu WhatsApp');
  await userEvent.type(field, '21987654321');
  expect(field).toHaveValue('(21) 98765-4321');
});

test('saving sends the prices as numbers, leaves a cleared one out, and says so', async () => {
  const { dialog, onOpenChange } = renderDialog();
  const price1 = await within(dialog).findByLabelText('Plano 1 mês');
  await userEvent.clear(price1);
  await userEvent.type(price1, '1.150,50');
  await userEvent.clear(within(dialog).getByLabelText('Plano 3 meses'));
  await userEvent.clear(within(dialog).getByLabelText('Plano 6 meses'));
  await userEvent.type(within(dialog).getByLabelText('Plano 6 meses'), '599.9');
  await userEvent.type(within(dialog).getByLabelText('Seu WhatsApp'), '11912345678');
  await userEvent.type(within(dialog).getByLabelText('Notas de estilo para a IA'), '  Foco em mobilidade. ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

  expect(await findToast('Configurações salvas com sucesso!')).toBeInTheDocument();
  expect(puts).toEqual([
    {
      version: 3,
      settings: {
        aiStyleNotes: 'Foco em mobilidade.',
        whatsapp: '11912345678',
        planPrices: { '1': 1150.5, '6': 599.9 },
      },
    },
  ]);
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

test('an invalid price or number is pointed out at its field and nothing is sent', async () => {
  const { dialog } = renderDialog();
  const price3 = await within(dialog).findByLabelText('Plano 3 meses');
  await userEvent.clear(price3);
  await userEvent.type(price3, '12,34,5');
  await userEvent.type(within(dialog).getByLabelText('Seu WhatsApp'), '1191');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

  expect(price3).toHaveAttribute('aria-invalid', 'true');
  expect(price3).toHaveAccessibleDescription('Informe um preço válido, por exemplo 120,00.');
  expect(within(dialog).getByLabelText('Seu WhatsApp')).toHaveAccessibleDescription(
    /Informe o WhatsApp com DDD/,
  );
  expect(within(dialog).getByLabelText('Plano 1 mês')).not.toHaveAttribute('aria-invalid');
  expect(within(dialog).getByLabelText('Seu WhatsApp')).toHaveFocus();
  expect(puts).toEqual([]);
  expect(shownToasts()).toEqual([]);
});

test('settings changed elsewhere are not overwritten; Recarregar shows the current ones', async () => {
  putAnswer = () => ({ status: 409, body: { error: { code: 'SETTINGS_CHANGED', message: 'x' } } });
  const { dialog, onOpenChange } = renderDialog();
  const notes = await within(dialog).findByLabelText('Notas de estilo para a IA');
  await userEvent.type(notes, 'Minha versão');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Suas configurações foram alteradas em outro lugar.',
  );
  expect(onOpenChange).not.toHaveBeenCalled();

  profile = makeProfile({ aiStyleNotes: 'A versão do outro aparelho' }, 4);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Notas de estilo para a IA')).toHaveValue(
      'A versão do outro aparelho',
    ),
  );
  expect(within(dialog).queryByRole('button', { name: 'Recarregar' })).not.toBeInTheDocument();
  expect(gets).toBe(2);

  putAnswer = null;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  expect(await findToast('Configurações salvas com sucesso!')).toBeInTheDocument();
  expect(puts.at(-1)).toMatchObject({ version: 4 });
});

test('other save failures are shown without a reload button', async () => {
  putAnswer = () => ({ status: 400, body: { error: { code: 'TEXT_TOO_LONG', message: 'x' } } });
  const { dialog } = renderDialog();
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('O texto está longo demais.');
  expect(within(dialog).queryByRole('button', { name: 'Recarregar' })).not.toBeInTheDocument();
});
