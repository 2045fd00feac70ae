import { describe, expect, test } from 'vitest';
import { newForm, readForm, type AssessmentForm } from './assessment-form.ts';
import { previewOf } from './assessment-preview.tsx';

const filled = (patch: Partial<AssessmentForm> = {}): AssessmentForm => ({
  ...newForm('2026-11-20', null),
  sex: 'Masculino',
  age: '30',
  weightKg: '72,4',
  heightCm: '178',
  ...patch,
});

describe('the assessment form', () => {
  test('reads a decimal comma or dot as the same number (an English browser too)', () => {
    const comma = readForm(filled({ skinfolds: { ...filled().skinfolds, peitoral: '10,5', abdominal: '20', coxa: '15' } }));
    const dot = readForm(filled({ weightKg: '72.4', skinfolds: { ...filled().skinfolds, peitoral: '10.5', abdominal: '20', coxa: '15' } }));
    expect(comma.input?.weightKg).toBe(72.4);
    expect(dot.input?.weightKg).toBe(72.4);
    expect(comma.input?.skinfolds.peitoral).toBe(10.5);
    expect(comma.input?.circumferences).toEqual({});
    expect(comma.input?.bloodPressure).toBeNull();
  });

  test('refuses a skinfold of 300 mm and a waist of 5 cm with the contract pt-BR words', () => {
    const reading = readForm(
      filled({
        protocol: '',
        skinfolds: { ...filled().skinfolds, triceps: '300' },
        circumferences: { ...filled().circumferences, cintura: '5' },
      }),
    );
    expect(reading.input).toBeNull();
    expect(reading.errors?.['skinfolds.triceps']).toBe('Informe a dobra cutânea em mm, entre 1 e 80.');
    expect(reading.errors?.['circumferences.cintura']).toBe(
      'Informe esta circunferência do tronco em cm, entre 40 e 250.',
    );
  });

  test('names what is missing or not a number, and the folds the protocol needs', () => {
    const reading = readForm(filled({ weightKg: '', heightCm: 'abc', systolic: '120' }));
    expect(reading.errors?.weightKg).toBe('Preencha este campo.');
    expect(reading.errors?.heightCm).toBe('Use apenas números, como 72,4.');
    expect(reading.errors?.['bloodPressure.diastolic']).toMatch(/sistólica e a diastólica/);
    // Jackson & Pollock 3 (the default) for a man: peitoral, abdominal, coxa.
    const folds = readForm(filled());
    expect(folds.errors?.['skinfolds.peitoral']).toBe('O protocolo escolhido usa esta dobra cutânea: informe-a.');
  });

  test('a new form starts from the anamnesis, JP3 by default', () => {
    const form = newForm('2026-11-20', { sex: 'Feminino', age: 41, height: 165, weight: 63.5 } as never);
    expect(form).toMatchObject({ sex: 'Feminino', age: '41', heightCm: '165', weightKg: '63,5', protocol: 'jp3' });
  });

  test('the preview waits for sex, age, weight and height, then follows each keystroke', () => {
    expect(previewOf(filled({ heightCm: '' }))).toBeNull();
    const preview = previewOf(filled({ circumferences: { ...filled().circumferences, cintura: '80', quadril: '95' } }));
    expect(preview?.bmi).toBe(22.9);
    expect(preview?.waistHipRatio).toBe(0.84);
    expect(preview?.bodyFatStatus).toBe('missing_folds');
  });
});
