import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { badgeText, StudentBadges } from './student-badge.tsx';

test('the expiry countdown reads naturally for today, tomorrow and later days', () => {
  expect(badgeText({ kind: 'expiring', days: 0 })).toBe('Vence hoje');
  expect(badgeText({ kind: 'expiring', days: 1 })).toBe('Vence amanhã');
  expect(badgeText({ kind: 'expiring', days: 7 })).toBe('Vence em 7 dias');
});

test('every plan state has words, not only a colour', () => {
  expect(
    (['review', 'waitingAnamnesis', 'anamnesisSent', 'expired', 'inactive', 'active'] as const).map((kind) =>
      badgeText({ kind }),
    ),
  ).toEqual(['Para Revisar', 'Aguardando anamnese', 'Anamnese enviada', 'Vencido', 'Inativo', 'Ativo']);
});

test('the AI markers and a missing plan are spelled out beside the state', () => {
  render(
    <StudentBadges
      student={{ hasPlan: false, hasAnamnesis: false, aiAlert: 'warning' }}
      badge={{ kind: 'active' }}
    />,
  );
  expect(screen.getByText('Ativo')).toBeInTheDocument();
  expect(screen.getByText('Aguardando anamnese')).toBeInTheDocument();
  expect(screen.getByText('Alerta da IA')).toBeInTheDocument();
  expect(screen.getByText('Sem plano')).toBeInTheDocument();
});
