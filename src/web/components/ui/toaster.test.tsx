import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleFramesSafely } from '#web/testing/frame-scheduler.ts';
import { toast, Toaster } from './toaster.tsx';

afterEach(() => {
  act(() => void toast.dismiss());
  vi.useRealTimers();
});

describe('toaster', () => {
  it('shows each kind in the live region and removes it after its duration', () => {
    vi.useFakeTimers();
    render(<Toaster duration={5000} richColors closeButton />);
    act(() => void toast.success('Dados salvos com sucesso!'));
    act(() => void toast.error('Falha ao copiar.'));
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveTextContent('Dados salvos com sucesso!');
    expect(region).toHaveTextContent('Falha ao copiar.');
    expect(screen.getByText('Falha ao copiar.').closest('li')).toHaveAttribute('data-type', 'error');
    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Dados salvos com sucesso!')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Dados salvos com sucesso!')).not.toBeInTheDocument();
  });

  it('replaces a toast with the same id instead of stacking it', () => {
    render(<Toaster />);
    act(() => void toast.error('Não foi possível carregar.', { id: 'load' }));
    act(() => void toast.error('Não foi possível carregar.', { id: 'load' }));
    expect(screen.getAllByText('Não foi possível carregar.')).toHaveLength(1);
  });

  it('closes with its button, and shows at most the newest three', async () => {
    render(<Toaster closeButton />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Aviso ${n}`);
    });
    expect(screen.queryByText('Aviso 1')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Fechar notificação' })).toHaveLength(3);
    await userEvent.click(screen.getAllByRole('button', { name: 'Fechar notificação' })[0]!);
    expect(screen.queryByText('Aviso 4')).not.toBeInTheDocument();
    expect(screen.getByText('Aviso 1')).toBeInTheDocument();
  });

  it('loads its list with the first toast when the app has not loaded it yet', async () => {
    // Fresh copies of the toaster and of what renders it: the tests' setup loaded the first copy's list.
    vi.resetModules();
    // The fresh copy of Preact schedules its effects as the tests' setup made the first one do.
    scheduleFramesSafely((await import('preact')).options);
    const fresh = await import('./toaster.tsx');
    const dom = await import('@testing-library/react');
    const view = dom.render(<fresh.Toaster />);
    const region = dom.screen.getByRole('region', { name: 'Notificações' });
    dom.act(() => void fresh.toast.success('Treino salvo!'));
    expect(region).not.toHaveTextContent('Treino salvo!');
    expect(await dom.within(region).findByText('Treino salvo!')).toBeInTheDocument();
    dom.act(() => void fresh.toast.dismiss());
    view.unmount();
  });
});
