import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { FeedbackBody } from '#shared/contracts/training.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

beforeEach(() => sessionStorage.clear());

function renderFeedback(draftKey = 'aluno-1:2025-03-10') {
  const sendFeedback = vi.fn((_: FeedbackBody) => Promise.resolve());
  const onDone = vi.fn();
  const view = render(<FeedbackDialog draftKey={draftKey} sendFeedback={sendFeedback} onDone={onDone} />);
  const dialog = screen.getByRole('dialog', { name: 'Feedback do Treino' });
  return { ...view, dialog, sendFeedback, onDone, user: userEvent.setup() };
}

const PAIN = 'Sentiu alguma dor ou desconforto? Onde?';

describe('Feedback do Treino', () => {
  test('the pain field takes several lines', () => {
    const { dialog } = renderFeedback();
    expect(within(dialog).getByLabelText(PAIN).tagName).toBe('TEXTAREA');
  });

  test('what was typed survives the page going away (a reload, a discarded tab) until it is sent', async () => {
    const first = renderFeedback();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Ideal' }));
    await first.user.click(within(first.dialog).getByLabelText(PAIN));
    await first.user.paste('joelho direito\nno agachamento');
    first.unmount();

    const again = renderFeedback();
    expect(within(again.dialog).getByLabelText(PAIN)).toHaveValue('joelho direito\nno agachamento');
    expect(within(again.dialog).getByRole('button', { name: 'Ideal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Another date (or student) has its own draft.
    again.unmount();
    expect(within(renderFeedback('aluno-1:2025-03-11').dialog).getByLabelText(PAIN)).toHaveValue('');
  });

  test('a sent feedback leaves no draft behind', async () => {
    const first = renderFeedback();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Ideal' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Alto' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Boa' }));
    await first.user.click(within(first.dialog).getByLabelText(PAIN));
    await first.user.paste('ombro');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Enviar Feedback' }));
    expect(first.sendFeedback).toHaveBeenCalledWith(expect.objectContaining({ painPoints: 'ombro' }));
    expect(first.onDone).toHaveBeenCalled();
    first.unmount();
    expect(within(renderFeedback().dialog).getByLabelText(PAIN)).toHaveValue('');
  });
});
