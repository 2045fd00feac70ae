import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DialogHeader } from './dialog-header.tsx';
import { Modal } from './modal.tsx';
import { toast, Toaster, TOAST_AVOID } from './toaster.tsx';

afterEach(() => act(() => void toast.dismiss()));

/** jsdom lays nothing out: give the bars and the toasts' column the boxes a 360 px phone would. */
function layOut(boxes: (element: Element) => Partial<DOMRect> | undefined) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, ...boxes(this) };
    return { ...box, toJSON: () => box } as DOMRect;
  });
}

const toastList = () => screen.getByText('Treino finalizado! Parabéns!').closest('ol')!;

describe('where toasts go', () => {
  test('below a bar of controls that shares their column (the top bar, a dialog’s title bar)', () => {
    layOut((element) => {
      if (element.hasAttribute('data-toast-avoid'))
        return { top: 0, bottom: 57, left: 0, right: 360, height: 57 };
      if (element.tagName === 'OL') return { top: 16, bottom: 80, left: 16, right: 344, height: 64 };
      return undefined;
    });
    render(
      <>
        <header {...TOAST_AVOID}>
          <button type="button">Sair</button>
        </header>
        <Toaster />
      </>,
    );
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    expect(toastList()).toHaveStyle({ top: '65px' });
  });

  test('at the top edge when no bar shares their column (a wide screen’s right corner)', () => {
    layOut((element) => {
      if (element.hasAttribute('data-toast-avoid'))
        return { top: 0, bottom: 57, left: 0, right: 600, height: 57 };
      if (element.tagName === 'OL') return { top: 16, bottom: 80, left: 900, right: 1256, height: 64 };
      return undefined;
    });
    render(
      <>
        <header {...TOAST_AVOID} />
        <Toaster />
      </>,
    );
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    expect(toastList()).toHaveStyle({ top: '16px' });
  });

  test('a dialog that opens under a toast pushes it below the dialog’s title bar', async () => {
    layOut((element) => {
      if (element.hasAttribute('data-toast-avoid'))
        return { top: 0, bottom: 60, left: 0, right: 360, height: 60 };
      if (element.tagName === 'OL') return { top: 16, bottom: 80, left: 16, right: 344, height: 64 };
      return undefined;
    });
    const { rerender } = render(<Toaster />);
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    expect(toastList()).toHaveStyle({ top: '16px' });
    rerender(
      <>
        <Toaster />
        <Modal open onOpenChange={() => undefined} aria-describedby={undefined} className="inset-0">
          <DialogHeader title="Feedback do Treino" closeLabel="Fechar" />
        </Modal>
      </>,
    );
    await vi.waitFor(() => expect(toastList()).toHaveStyle({ top: '68px' }));
  });
});

describe('toasts never cover a control, marked or not', () => {
  const TOP_BAR = { top: 0, bottom: 57, left: 0, right: 360, height: 57, width: 360 };
  const TOAST = { top: 16, bottom: 80, left: 16, right: 344, height: 64, width: 328 };
  const row = (top: number, height: number) => ({
    top,
    bottom: top + height,
    left: 16,
    right: 344,
    height,
    width: 328,
  });

  test('they go down past buttons and a progress bar to the first band with none', async () => {
    layOut((element) => {
      if (element.hasAttribute('data-toast-avoid')) return TOP_BAR;
      if (element.tagName === 'OL') return TOAST;
      if (element.textContent === 'Gerar Estrutura') return row(70, 48);
      if (element.getAttribute('role') === 'progressbar') return row(130, 12);
      if (element.textContent === 'Ideal') return row(300, 48);
      return undefined;
    });
    render(
      <>
        <header {...TOAST_AVOID} />
        <button type="button">Gerar Estrutura</button>
        <div role="progressbar" aria-label="Progresso do treino" aria-valuenow={1} />
        <button type="button">Ideal</button>
        <Toaster />
      </>,
    );
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    // 65 would cover 'Gerar Estrutura' (70–118), 126 the progress bar (130–142): 150 is clear until 'Ideal'.
    await vi.waitFor(() => expect(toastList()).toHaveStyle({ top: '150px' }));
  });

  test('a control that appears later under a toast (a search’s results) moves it on', async () => {
    layOut((element) => {
      if (element.hasAttribute('data-toast-avoid')) return TOP_BAR;
      if (element.tagName === 'OL') return TOAST;
      if (element.textContent === 'Supino Reto com Halteres') return row(70, 48);
      return undefined;
    });
    const { rerender } = render(
      <>
        <header {...TOAST_AVOID} />
        <ul />
        <Toaster />
      </>,
    );
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    await import('./toast-placement.ts');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(toastList()).toHaveStyle({ top: '65px' });
    rerender(
      <>
        <header {...TOAST_AVOID} />
        <ul>
          <li>
            <button type="button">Supino Reto com Halteres</button>
          </li>
        </ul>
        <Toaster />
      </>,
    );
    await vi.waitFor(() => expect(toastList()).toHaveStyle({ top: '126px' }));
  });

  test('controls no one can use now (a closed light dialog, behind an open one) do not count', async () => {
    layOut((element) => {
      if (element.hasAttribute('data-toast-avoid')) return TOP_BAR;
      if (element.tagName === 'OL') return TOAST;
      if (element.tagName === 'BUTTON') return row(70, 48);
      return undefined;
    });
    render(
      <>
        <header {...TOAST_AVOID} />
        <div inert>
          <button type="button">Salvar Série</button>
        </div>
        <div aria-hidden="true">
          <button type="button">Começar a Treinar</button>
        </div>
        <Toaster />
      </>,
    );
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    // Placed once the placement has loaded; a control that counted would move it off 65.
    await import('./toast-placement.ts');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(toastList()).toHaveStyle({ top: '65px' });
  });

  test('with controls everywhere, they stay just below the marked bars', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(640);
    layOut((element) => {
      if (element.hasAttribute('data-toast-avoid')) return TOP_BAR;
      if (element.tagName === 'OL') return TOAST;
      const index = Number(element.getAttribute('data-index') ?? -1);
      return index >= 0 ? row(60 + index * 50, 48) : undefined;
    });
    render(
      <>
        <header {...TOAST_AVOID} />
        {Array.from({ length: 12 }, (_, index) => (
          <button key={index} type="button" data-index={index}>
            Opção {index}
          </button>
        ))}
        <Toaster />
      </>,
    );
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    // Placed once the placement has loaded; a control that counted would move it off 65.
    await import('./toast-placement.ts');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(toastList()).toHaveStyle({ top: '65px' });
  });
});

describe('dismissing a toast', () => {
  test('a tap dismisses it', async () => {
    render(<Toaster />);
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    await userEvent.click(screen.getByText('Treino finalizado! Parabéns!'));
    expect(screen.queryByText('Treino finalizado! Parabéns!')).not.toBeInTheDocument();
  });

  test('a sideways swipe dismisses it; a short one puts it back', () => {
    render(<Toaster />);
    act(() => void toast.success('Treino finalizado! Parabéns!'));
    const item = screen.getByText('Treino finalizado! Parabéns!').closest('li')!;
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 130 });
    fireEvent.pointerUp(item, { clientX: 130 });
    expect(item.style.transform).toBe('');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 200 });
    expect(item.style.transform).toBe('translateX(100px)');
    fireEvent.pointerUp(item, { clientX: 200 });
    expect(screen.queryByText('Treino finalizado! Parabéns!')).not.toBeInTheDocument();
  });

  test('tapping a toast away leaves the dialog beneath open', async () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <Toaster />
        <Modal open onOpenChange={onOpenChange} aria-describedby={undefined} className="inset-0">
          <DialogHeader title="Treino A" closeLabel="Fechar" />
        </Modal>
      </>,
    );
    act(() => void toast('Supino Reto pulado.'));
    await userEvent.click(screen.getByText('Supino Reto pulado.'));
    expect(screen.queryByText('Supino Reto pulado.')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Treino A' })).toBeInTheDocument();
  });
});
