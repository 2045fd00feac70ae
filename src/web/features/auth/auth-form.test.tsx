import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeFetch, json } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { AuthForm } from './auth-form.tsx';

function renderForm() {
  renderWithQueries(<AuthForm />);
}

test('empty fields are refused in Portuguese without calling the server', async () => {
  const fetch = fakeFetch();
  renderForm();
  await userEvent.click(screen.getByRole('tab', { name: 'Registrar (Personal)' }));
  await userEvent.type(screen.getByLabelText('Email'), 'ana@exemplo.com');
  await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos.');
  expect(fetch).not.toHaveBeenCalled();
});

test('a wrong password shows the server’s answer below the fields', async () => {
  fakeFetch(() => json({ error: { code: 'INVALID_CREDENTIALS', message: 'x' } }, 401));
  renderForm();
  await userEvent.type(screen.getByLabelText('Email'), 'ana@exemplo.com');
  await userEvent.type(screen.getByLabelText('Senha'), 'qualquer-coisa');
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByText('Email ou senha incorretos.')).toBeInTheDocument();
});
