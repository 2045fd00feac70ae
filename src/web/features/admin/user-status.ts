import type { AdminUser } from '#shared/contracts/admin.ts';
import { t } from '#web/i18n/pt-BR.ts';

/**
 * A student's plan status, worded as the trainer's list words it: a new student has either to send
 * the anamnesis or, once it is sent, waits for the trainer's plan.
 */
export function userStatusText(user: Pick<AdminUser, 'planStatus' | 'hasAnamnesis'>): string {
  const status = user.planStatus ?? 'pending_creation';
  if (status !== 'pending_creation') return t(`admin.users.status.${status}`);
  return t(user.hasAnamnesis ? 'admin.users.status.anamnesisSent' : 'admin.users.status.waitingAnamnesis');
}
