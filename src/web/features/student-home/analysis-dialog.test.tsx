import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import AnalysisDialog from './analysis-dialog.tsx';

test('Ver Análise Pós-Treino has a Fechar button under the text, besides the X', async () => {
  const onClose = vi.fn();
  render(<AnalysisDialog analysis={'Ótimo volume hoje.\nDurma bem.'} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Análise Pós-Treino da IA' });
  const labelled = within(dialog).getAllByRole('button', { name: 'Fechar' });
  const written = labelled.filter((button) => button.textContent === 'Fechar');
  expect(written).toHaveLength(1);
  await userEvent.click(written[0]!);
  expect(onClose).toHaveBeenCalled();
});
