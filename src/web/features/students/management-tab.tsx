import { useId } from 'react';
import { CalendarRange, Pencil, Plus, Share2, Sparkles } from 'lucide-react';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { maskWhatsapp } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { DeleteStudentButton } from './delete-student-button.tsx';
import type { ManagementForm } from './management-form.ts';
import { ManagementPlanSection } from './management-plan-section.tsx';

/** 'Gerenciamento': plan status and expiry, access and contact, and the student's actions. */
export function ManagementTab({
  student,
  savedExpiry,
  form,
  onChange,
  today,
  onEditPlan,
  onShare,
  onDeleted,
  onGeneratePlan,
  onPeriodization,
}: {
  student: StudentDetail;
  /** The expiry the form was loaded with (the record may have changed since). */
  savedExpiry: string | null;
  form: ManagementForm;
  onChange: (form: ManagementForm) => void;
  today: string;
  onEditPlan: (id: string) => void;
  onShare: () => void;
  onDeleted: () => void;
  onGeneratePlan: () => void;
  onPeriodization: () => void;
}) {
  const ids = { access: useId(), actions: useId(), noPlan: useId() };
  const hasPlan = Boolean(student.workoutPlan && student.workoutPlan.length > 0);

  return (
    <div className="grid grid-cols-1 gap-6 py-2 md:grid-cols-2 md:gap-8">
      <ManagementPlanSection savedExpiry={savedExpiry} form={form} onChange={onChange} today={today} />

      <section aria-labelledby={ids.access} className="flex flex-col gap-4">
        <h3 id={ids.access} className="text-base font-bold text-slate-900">
          {t('dialog.access.heading')}
        </h3>
        <TextField
          label={t('dialog.password.field')}
          hint={t('dialog.password.hint')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(e) => onChange({ ...form, newPassword: e.target.value })}
        />
        <TextField
          label={t('dialog.whatsapp.field')}
          type="tel"
          name="whatsapp"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('dialog.whatsapp.placeholder')}
          value={form.whatsapp}
          onChange={(e) => onChange({ ...form, whatsapp: maskWhatsapp(e.target.value) })}
        />
        <TextAreaField
          label={t('dialog.observations.field')}
          name="observations"
          rows={4}
          maxLength={4000}
          value={form.observations}
          onChange={(e) => onChange({ ...form, observations: e.target.value })}
        />
      </section>

      <section aria-labelledby={ids.actions} className="flex flex-col gap-3 md:col-span-2">
        <h3 id={ids.actions} className="text-base font-bold text-slate-900">
          {t('dialog.actions.heading')}
        </h3>
        {hasPlan ? null : (
          <p id={ids.noPlan} className="text-sm text-slate-600">
            {t('dialog.noPlanHint')}
          </p>
        )}
        {hasPlan && student.planSource ? (
          <p className="text-sm text-slate-700">
            {student.planSource.name === null
              ? t('dialog.planSourceDeleted', { version: student.planSource.version })
              : t('dialog.planSource', {
                  name: student.planSource.name,
                  version: student.planSource.version,
                })}
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Button
            variant="secondary"
            disabled={!hasPlan}
            aria-describedby={hasPlan ? undefined : ids.noPlan}
            onClick={() => onEditPlan(student.id)}
          >
            <Pencil aria-hidden="true" className="size-5" />
            {t('dialog.editPlan')}
          </Button>
          {hasPlan ? null : (
            <Button variant="secondary" onClick={() => onEditPlan(student.id)}>
              <Plus aria-hidden="true" className="size-5" />
              {t('dialog.createPlan')}
            </Button>
          )}
          <Button variant="secondary" onClick={onGeneratePlan}>
            <Sparkles aria-hidden="true" className="size-5" />
            {t('ai.generatePlan')}
          </Button>
          <Button variant="secondary" onClick={onPeriodization}>
            <CalendarRange aria-hidden="true" className="size-5" />
            {t('ai.periodization.open')}
          </Button>
          <Button variant="secondary" onClick={onShare}>
            <Share2 aria-hidden="true" className="size-5" />
            {t('dialog.share')}
          </Button>
          <DeleteStudentButton studentId={student.id} name={student.name} onDeleted={onDeleted} />
        </div>
      </section>
    </div>
  );
}
