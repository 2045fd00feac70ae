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
