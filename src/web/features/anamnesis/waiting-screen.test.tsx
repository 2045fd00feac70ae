import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { WaitingScreen } from './waiting-screen.tsx';

test('greets by first name, says the plan is on its way, and leads back to the anamnesis', async () => {
  const onEdit = vi.fn();
  render(<WaitingScreen firstName="Ana" onEditAnamnesis={onEdit} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Quase lá, Ana!' })).toBeInTheDocument();
  expect(screen.getByText(/preparando o seu plano de treino/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Editar anamnese' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
});
