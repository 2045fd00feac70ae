import { expect, test } from 'vitest';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import { ANAMNESIS_STEPS } from '#shared/domain/anamnesis/questions.ts';
import { anamnesisSections, answerText } from './anamnesis-fields.ts';

test('empty answers are hidden, lists comma-joined and yes/no answers in words', () => {
  expect(answerText('city', '  ')).toBeNull();
  expect(answerText('age', null)).toBeNull();
  expect(answerText('age', undefined)).toBeNull();
  expect(answerText('equipment', [])).toBeNull();
  expect(answerText('equipment', ['Halteres', 'Banco'])).toBe('Halteres, Banco');
  expect(answerText('hasTrainedBefore', true)).toBe('Sim');
  expect(answerText('canSquat', false)).toBe('Não');
  expect(answerText('weight', 72.5)).toBe('72,5');
  expect(answerText('whatsapp', '11912345678')).toBe('(11) 91234-5678');
  expect(answerText('observations', { nested: true })).toBeNull();
});

test('sections keep the wizard order, skip unknown keys and leave out sections with no answer', () => {
  const sections = anamnesisSections({
    weight: 80,
    sex: 'Feminino',
    specificGoal: 'Hipertrofia (ganho de massa)',
    availableDays: ['Segunda-feira', 'Quarta-feira'],
    surgeriesInfo: '',
    // A key the contract does not know (an old row): the strict type refuses it, the tab skips it.
    ...({ somethingNew: 'ignored' } as object),
  });
  expect(sections.map((section) => section.title)).toEqual([
    'Dados pessoais',
    'Objetivos',
    'Disponibilidade e estrutura',
  ]);
  expect(sections[0]?.rows).toEqual([
    { field: 'sex', label: 'Sexo', value: 'Feminino' },
    { field: 'weight', label: 'Peso (kg)', value: '80' },
  ]);
  expect(sections[2]?.rows).toEqual([
    { field: 'availableDays', label: 'Dias disponíveis', value: 'Segunda-feira, Quarta-feira' },
  ]);
});

test('every question the wizard asks shows in its section of the trainer’s tab, with its label', () => {
  for (const { section, fields } of ANAMNESIS_STEPS) {
    for (const field of fields) {
      const sections = anamnesisSections({ [field]: 'Resposta' } as AnamnesisAnswers);
      expect(
        sections.map(({ id, rows }) => [id, rows.map((row) => row.field)]),
        field,
      ).toEqual([[section, [field]]]);
      expect(sections[0]?.rows[0]?.label, field).not.toMatch(/^dialog\./);
    }
  }
  const all = Object.fromEntries(ANAMNESIS_STEPS.flatMap((step) => step.fields).map((f) => [f, 'Sim']));
  expect(anamnesisSections(all as AnamnesisAnswers).map((section) => section.id)).toEqual(
    ANAMNESIS_STEPS.map((step) => step.section),
  );
});
