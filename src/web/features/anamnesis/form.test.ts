import { expect, test } from 'vitest';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import { AnamnesisAnswersSchema } from '#shared/contracts/anamnesis.ts';
import { ANAMNESIS_STEPS } from '#shared/domain/anamnesis/questions.ts';
import {
  answersToForm,
  fieldKind,
  formToAnswers,
  numberInput,
  parseNumber,
  stepOf,
  whatsappDigits,
} from './form.ts';

const full: AnamnesisAnswers = {
  sex: 'Feminino',
  age: 34,
  height: 165,
  weight: 62.5,
  whatsapp: '11912345678',
  profession: 'Professora',
  city: 'Campinas',
  specificGoal: 'Hipertrofia (ganho de massa)',
  goalTimeline: '6 meses',
  hasTrainedBefore: true,
  trainingSince: '2022',
  previousTrainingFrequency: '3 vezes por semana',
  hadPersonalTrainer: false,
  likedWorkouts: 'Funcional',
  dislikedWorkouts: 'Esteira',
  hoursSitting: 8,
  sleepHours: 7.5,
  nutritionQuality: 'Moderada',
  waterIntake: 'Às vezes',
  alcoholIntake: 'Socialmente',
  smokerInfo: 'Não fumo',
  orthopedicProblems: 'Joelho esquerdo',
  surgeriesInfo: 'Menisco em 2019',
  controlledMedication: 'Nenhum',
  healthIssues: 'Asma leve',
  medicalClearance: true,
  currentCondition: 'Regular',
  canRun5min: true,
  canDoPushups: false,
  canSquat: true,
  availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
  trainingHours: 'Das 7h às 8h',
  trainingLocation: 'Academia',
  equipment: ['Halteres', 'Banco'],
  observations: 'Prefere treinar cedo.',
};

test('every answer survives the trip to the form and back, and the server schema takes it', () => {
  const form = answersToForm(full);
  expect(form.weight).toBe('62,5');
  expect(form.whatsapp).toBe('(11) 91234-5678');
  expect(form.hadPersonalTrainer).toBe(false);
  const { answers, invalid } = formToAnswers(form);
  expect(invalid).toEqual([]);
  expect(answers).toEqual(full);
  expect(AnamnesisAnswersSchema.parse(answers)).toEqual(full);
});

test('a blank form gives no answers at all: empty numbers are absent, never 0 or NaN', () => {
  const form = answersToForm(null);
  expect(form.age).toBe('');
  expect(form.canSquat).toBeUndefined();
  expect(form.equipment).toEqual([]);
  expect(formToAnswers(form)).toEqual({ answers: {}, invalid: [] });
  expect(formToAnswers({ ...form, age: '  ', city: '   ', whatsapp: '(' })).toEqual({
    answers: {},
    invalid: [],
  });
});

test('numbers take a decimal comma or dot; too big or not a number is flagged and left out', () => {
  expect(parseNumber('72,5', { min: 0, max: 400 })).toEqual({ ok: true, value: 72.5 });
  expect(parseNumber('72.5', { min: 0, max: 400 })).toEqual({ ok: true, value: 72.5 });
  expect(parseNumber('1,', { min: 0, max: 400 })).toEqual({ ok: true, value: 1 });
  expect(parseNumber(',5', { min: 0, max: 24 })).toEqual({ ok: true, value: 0.5 });
  expect(parseNumber('', { min: 0, max: 24 })).toEqual({ ok: true, value: undefined });
  expect(parseNumber(',', { min: 0, max: 24 })).toEqual({ ok: false });
  expect(parseNumber('25', { min: 0, max: 24 })).toEqual({ ok: false });
  expect(parseNumber('1.200,5', { min: 0, max: 400 })).toEqual({ ok: false });

  const form = { ...answersToForm(null), age: '300', weight: '80' };
  expect(formToAnswers(form)).toEqual({ answers: { weight: 80 }, invalid: ['age'] });
});

test('numbers no person means are flagged: a height of 5 cm, age 999, 30 hours sitting', () => {
  const form = { ...answersToForm(null), height: '5', age: '999', hoursSitting: '30', sleepHours: '0' };
  expect(formToAnswers(form)).toEqual({
    answers: { sleepHours: 0 },
    invalid: ['age', 'height', 'hoursSitting'],
  });
  expect(formToAnswers({ ...form, height: '100', age: '10', hoursSitting: '24' }).invalid).toEqual([]);
  expect(formToAnswers({ ...form, height: '251', age: '9', hoursSitting: '0' }).invalid).toEqual([
    'age',
    'height',
  ]);
});

test('a number field keeps only digits and one comma while typing', () => {
  expect(numberInput('72.5')).toBe('72,5');
  expect(numberInput('7a2,5,3')).toBe('72,53');
  expect(numberInput('-1')).toBe('1');
  expect(numberInput('12345678')).toBe('1234567');
});

test('WhatsApp is stored as at most 11 digits, without the mask', () => {
  expect(whatsappDigits('(11) 91234-5678')).toBe('11912345678');
  expect(whatsappDigits('(11) 91234-56789')).toBe('11912345678');
  const form = { ...answersToForm(null), whatsapp: '(21) 3456-7890' };
  expect(formToAnswers(form).answers).toEqual({ whatsapp: '2134567890' });
});

test('multi-selects keep the options’ order and drop what is not an option', () => {
  const form = { ...answersToForm(null), availableDays: ['Sexta-feira', 'Segunda-feira', 'Feriado'] };
  expect(formToAnswers(form).answers).toEqual({ availableDays: ['Segunda-feira', 'Sexta-feira'] });
});

test('every field has a kind and a step', () => {
  for (const [index, { fields }] of ANAMNESIS_STEPS.entries()) {
    for (const field of fields) expect(stepOf(field)).toBe(index + 1);
  }
  expect(fieldKind('whatsapp')).toBe('whatsapp');
  expect(fieldKind('canSquat')).toBe('yesNo');
  expect(fieldKind('equipment')).toBe('multi');
  expect(fieldKind('trainingLocation')).toBe('choice');
  expect(fieldKind('sleepHours')).toBe('number');
  expect(fieldKind('observations')).toBe('longText');
  expect(fieldKind('city')).toBe('text');
});
