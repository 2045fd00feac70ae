import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { expect, test, vi } from 'vitest';
import { CredentialsDialog, credentialsMessage } from './credentials-dialog.tsx';

function renderCredentials(password: string, whatsapp = '') {
  render(
    <>
      <Toaster />
      <CredentialsDialog
        open
        onOpenChange={() => undefined}
        name="Ana Souza"
        email="ana@exemplo.com"
        password={password}
        whatsapp={whatsapp}
      />
    </>,
  );
  return screen.getByRole('dialog', { name: 'Compartilhar Acesso' });
}

test('the message carries the first name, site, login email and password', () => {
  const text = credentialsMessage({
    name: 'Ana Souza',
    email: 'ana@exemplo.com',
    password: 'senha-nova-123',
    site: 'https://app.exemplo',
  });
  expect(text).toContain('Olá, Ana!');
  expect(text).toContain('https://app.exemplo');
  expect(text).toContain('ana@exemplo.com');
  expect(text).toContain('senha-nova-123');
});

test('without a new password the hint explains and both actions are disabled', () => {
  const dialog = renderCredentials('');
  expect(dialog).toHaveTextContent('Digite uma senha no campo "Nova Senha"');
  expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();
});

test('Copiar puts the credentials on the clipboard', async () => {
  const user = userEvent.setup();
  const dialog = renderCredentials('senha-nova-123');
  expect(dialog).toHaveTextContent('só passa a valer depois de "Salvar Alterações"');
  await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
  expect(await screen.findByText('Credenciais copiadas!')).toBeInTheDocument();
  const copied = await navigator.clipboard.readText();
  expect(copied).toContain('ana@exemplo.com');
  expect(copied).toContain('senha-nova-123');
  expect(copied).toContain(window.location.origin);
});

test('a clipboard failure is reported', async () => {
  const user = userEvent.setup();
  const dialog = renderCredentials('senha-nova-123');
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
  expect(await screen.findByText('Falha ao copiar.')).toBeInTheDocument();
});

test('Enviar without a number says the student has none', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const dialog = renderCredentials('senha-nova-123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText('Este aluno não tem um número de WhatsApp cadastrado.')).toBeInTheDocument();
  expect(open).not.toHaveBeenCalled();
});

test('Enviar opens a WhatsApp link to the number with 55 added', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const dialog = renderCredentials('senha-nova-123', '(11) 91234-5678');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
  expect(open).toHaveBeenCalledWith(
    expect.stringMatching(/^https:\/\/wa\.me\/5511912345678\?text=/),
    '_blank',
    'noopener',
  );
  const url = new URL(open.mock.calls[0]?.[0] as string);
  expect(url.searchParams.get('text')).toContain('senha-nova-123');
});
