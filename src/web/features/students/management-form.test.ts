import { expect, test } from 'vitest';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { buildStudent } from '#shared/testing/build-student.ts';
import {
  changedFields,
  chooseRenewal,
  expiryToSave,
  hasChanges,
  initialForm,
  renewalPreview,
  togglePlan,
} from './management-form.ts';

const student = (overrides: Partial<StudentDetail> = {}) =>
  buildStudent({
    planStatus: 'active',
    planExpiryDate: '2026-03-10',
    whatsapp: '11912345678',
    observations: 'Joelho sensível',
    version: 7,
    ...overrides,
  });

test('the form starts from the student, with the whatsapp masked and no renewal or password', () => {
  expect(initialForm(student())).toEqual({
    planStatus: 'active',
    planExpiryDate: '2026-03-10',
    renewMonths: null,
    statusBeforeRenewal: null,
    newPassword: '',
    whatsapp: '(11) 91234-5678',
    observations: 'Joelho sensível',
  });
  expect(initialForm(student({ planExpiryDate: null, whatsapp: null })).planExpiryDate).toBe('');
});

test('an untouched form sends only the version', () => {
  const form = initialForm(student());
  const body = changedFields(form, form, 7);
  expect(body).toEqual({ version: 7 });
  expect(hasChanges(body)).toBe(false);
});

test('only the changed fields are sent, whatsapp as digits and a cleared date as null', () => {
  const before = initialForm(student());
  const after = {
    ...togglePlan(before),
    planExpiryDate: '',
    newPassword: 'nova-senha-forte',
    whatsapp: '(21) 99876-5432',
  };
  expect(changedFields(before, after, 7)).toEqual({
    version: 7,
    planStatus: 'inactive',
    planExpiryDate: null,
    newPassword: 'nova-senha-forte',
    whatsapp: '21998765432',
  });
});

test('re-masking the same number is not a change, and an emptied number clears it', () => {
  const before = initialForm(student());
  expect(changedFields(before, { ...before, whatsapp: '(11) 91234-5678' }, 7)).toEqual({ version: 7 });
  expect(changedFields(before, { ...before, whatsapp: '' }, 7)).toEqual({ version: 7, whatsapp: '' });
});

test('a pending plan becomes active on the first press, then alternates with inactive', () => {
  const pending = initialForm(student({ planStatus: 'pending_review' }));
  const first = togglePlan(pending);
  expect(first.planStatus).toBe('active');
  expect(togglePlan(first).planStatus).toBe('inactive');
  expect(togglePlan(togglePlan(first)).planStatus).toBe('active');
  // Back to the loaded pending status: nothing to send for the status.
  expect(changedFields(pending, pending, 1)).toEqual({ version: 1 });
});

test('choosing a renewal activates the plan; choosing it again removes it and restores the status', () => {
  const inactive = initialForm(student({ planStatus: 'inactive' }));
  const renewed = chooseRenewal(inactive, 3);
  expect(renewed).toMatchObject({ renewMonths: 3, planStatus: 'active' });
  expect(changedFields(inactive, renewed, 7)).toEqual({ version: 7, planStatus: 'active', renewMonths: 3 });
  const switched = chooseRenewal(renewed, 6);
  expect(switched).toMatchObject({ renewMonths: 6, planStatus: 'active' });
  expect(chooseRenewal(switched, 6)).toMatchObject({ renewMonths: null, planStatus: 'inactive' });
});

test('turning the plan inactive drops a chosen renewal, which would activate it again', () => {
  const renewed = chooseRenewal(initialForm(student()), 1);
  expect(togglePlan(renewed)).toMatchObject({ planStatus: 'inactive', renewMonths: null });
});

test('the renewal preview adds months to the expiry, or to today when it is missing or past', () => {
  const form = initialForm(student());
  expect(renewalPreview(form, '2026-02-01')).toBeNull();
  expect(renewalPreview(chooseRenewal(form, 1), '2026-02-01')).toBe('2026-04-10');
  expect(renewalPreview(chooseRenewal(form, 3), '2026-05-01')).toBe('2026-08-01');
  expect(renewalPreview(chooseRenewal({ ...form, planExpiryDate: '' }, 6), '2026-01-31')).toBe('2026-07-31');
});

test('the expiry to save is the renewal’s, else the date typed, else none', () => {
  const form = initialForm(student({ planExpiryDate: null }));
  expect(expiryToSave(form, '2026-02-01')).toBeNull();
  const typed = { ...form, planExpiryDate: '2026-05-20' };
  expect(expiryToSave(typed, '2026-02-01')).toBe('2026-05-20');
  // The server renews from the date sent with the renewal (service.update), and so does the summary.
  expect(expiryToSave(chooseRenewal(typed, 1), '2026-02-01')).toBe('2026-06-20');
  expect(expiryToSave(chooseRenewal(form, 1), '2026-02-01')).toBe('2026-03-01');
  expect(expiryToSave({ ...initialForm(student()), planExpiryDate: '' }, '2026-02-01')).toBeNull();
});
