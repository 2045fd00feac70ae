import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { AnalysisDialog } from './analysis-dialog.tsx';

test('Ver Análise Pós-Treino has a Fechar button under the text, besides the X', async () => {
  const onClose = vi.fn();
  render(
    <AnalysisDialog analysis={'Ótimo volume hoje.\nDurma bem.'} emptyText="Nenhuma." onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Análise Pós-Treino da IA' });
  const labelled = within(dialog).getAllByRole('button', { name: 'Fechar' });
  const written = labelled.filter((button) => button.textContent === 'Fechar');
  expect(written).toHaveLength(1);
  await userEvent.click(written[0]!);
  expect(onClose).toHaveBeenCalled();
});

test('while the analysis is made it says so; without one it shows the caller’s words; a text reads as paragraphs', () => {
  const { rerender } = render(
    <AnalysisDialog analysis={undefined} emptyText="Nenhuma análise." onClose={() => {}} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Análise Pós-Treino da IA' });
  expect(within(dialog).getByText('Analisando sua performance...')).toBeInTheDocument();
  expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();

  for (const none of [null, '   ']) {
    rerender(<AnalysisDialog analysis={none} emptyText="Nenhuma análise." onClose={() => {}} />);
    expect(within(dialog).getByText('Nenhuma análise.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Analisando sua performance...')).not.toBeInTheDocument();
  }

  rerender(
    <AnalysisDialog
      analysis={'O supino subiu para **42,5 kg**.\n\n- Mantenha a carga no agachamento.'}
      emptyText="Nenhuma análise."
      onClose={() => {}}
    />,
  );
  expect(within(dialog).getByText('O supino subiu para 42,5 kg.').tagName).toBe('P');
  expect(within(dialog).getByRole('listitem')).toHaveTextContent('Mantenha a carga no agachamento.');
  expect(within(dialog).queryByText('Nenhuma análise.')).not.toBeInTheDocument();
});
