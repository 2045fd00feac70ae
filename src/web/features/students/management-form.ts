import type { PlanStatus, StudentDetail, UpdateStudentBody } from '#shared/contracts/students.ts';
import { isExpiryInWindow } from '#shared/domain/students/expiry-window.ts';
import { renewExpiry } from '#shared/domain/students/plan-state.ts';
import { maskWhatsapp } from '#shared/domain/whatsapp/whatsapp-link.ts';

export type RenewMonths = 1 | 3 | 6;

/** What the 'Gerenciamento' tab edits. Nothing reaches the server until 'Salvar Alterações'. */
export interface ManagementForm {
  planStatus: PlanStatus;
  /** yyyy-mm-dd, or '' for no expiry (what a date input holds). */
  planExpiryDate: string;
  renewMonths: RenewMonths | null;
  /** The status shown before a renewal switched it to active, restored when the renewal is removed. */
  statusBeforeRenewal: PlanStatus | null;
  newPassword: string;
  /** As typed, masked '(XX) XXXXX-XXXX'. */
  whatsapp: string;
  observations: string;
}

export function initialForm(student: StudentDetail): ManagementForm {
  return {
    planStatus: student.planStatus,
    planExpiryDate: student.planExpiryDate ?? '',
    renewMonths: null,
    statusBeforeRenewal: null,
    newPassword: '',
    whatsapp: maskWhatsapp(student.whatsapp ?? ''),
    observations: student.observations,
  };
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * The PATCH body: only what changed, plus the version the dialog read, so the server can refuse
 * a save over someone else's newer edit.
 */
export function changedFields(
  before: ManagementForm,
  after: ManagementForm,
  version: number,
): UpdateStudentBody {
  const body: UpdateStudentBody = { version };
  if (
    after.planStatus !== before.planStatus &&
    (after.planStatus === 'active' || after.planStatus === 'inactive')
  )
    body.planStatus = after.planStatus;
  if (after.planExpiryDate !== before.planExpiryDate) body.planExpiryDate = after.planExpiryDate || null;
  if (after.renewMonths !== null) body.renewMonths = after.renewMonths;
  if (after.newPassword !== '') body.newPassword = after.newPassword;
  if (digits(after.whatsapp) !== digits(before.whatsapp)) body.whatsapp = digits(after.whatsapp);
  if (after.observations !== before.observations) body.observations = after.observations;
  return body;
}

export function hasChanges(body: UpdateStudentBody): boolean {
  return Object.keys(body).some((key) => key !== 'version');
}

/** The toggle only ever sets active or inactive; a pending plan becomes active on the first press. */
export function togglePlan(form: ManagementForm): ManagementForm {
  const planStatus = form.planStatus === 'active' ? 'inactive' : 'active';
  // A renewal activates the plan on the server, so it cannot stand beside an inactive choice.
  if (planStatus === 'inactive') return { ...form, planStatus, renewMonths: null, statusBeforeRenewal: null };
  return { ...form, planStatus, statusBeforeRenewal: null };
}

/**
 * Choosing a renewal shows the plan as active (the server activates it); choosing the selected one
 * again removes it and brings back the status shown before.
 */
export function chooseRenewal(form: ManagementForm, months: RenewMonths): ManagementForm {
  if (form.renewMonths === months) {
    const planStatus = form.statusBeforeRenewal ?? form.planStatus;
    return { ...form, renewMonths: null, planStatus, statusBeforeRenewal: null };
  }
  const statusBeforeRenewal = form.renewMonths === null ? form.planStatus : form.statusBeforeRenewal;
  return { ...form, renewMonths: months, planStatus: 'active', statusBeforeRenewal };
}

/** The expiry the server will compute for the chosen renewal (product §4), or null when none is chosen. */
export function renewalPreview(form: ManagementForm, today: string): string | null {
  if (form.renewMonths === null) return null;
  return renewExpiry(form.planExpiryDate || null, form.renewMonths, today);
}

/** The expiry the student will have once saved: the renewal's, or the date typed ('' is none). */
export function expiryToSave(form: ManagementForm, today: string): string | null {
  return renewalPreview(form, today) ?? (form.planExpiryDate || null);
}

/**
 * The expiry an edit leads to, as the summary shows it, and whether the server would refuse it: a
 * date typed or renewed to outside `isExpiryInWindow` (31/12/9999 is a slip). A date typed outside
 * is not renewed from, so no preview reads 'undefined/01/+010000'. An expiry left as stored is no edit.
 */
export function expiryEdit(
  form: ManagementForm,
  savedExpiry: string | null,
  today: string,
): { toSave: string | null; preview: string | null; outside: boolean } {
  const typed = form.planExpiryDate || null;
  const outside = (date: string | null) =>
    date !== null && date !== savedExpiry && !isExpiryInWindow(date, today);
  if (outside(typed)) return { toSave: typed, preview: null, outside: true };
  const toSave = expiryToSave(form, today);
  return { toSave, preview: renewalPreview(form, today), outside: outside(toSave) };
}
