import { useEffect, useState } from 'react';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import type { PlanCheck } from '#shared/contracts/ai.ts';
import { PlanSchema, type Plan } from '#shared/contracts/plans.ts';
import { t } from '#web/i18n/pt-BR.ts';
import { api } from '#web/lib/api-client.ts';

/** How long the editor waits after the last change before it asks for the check again. */
export const CHECK_DELAY_MS = 500;

const formatSets = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));

/**
 * The coach's check beside the editor (issue 13): a moment after each change, the draft is checked
 * against the student's anamnesis on the server, and the findings and the weekly sets per muscle
 * group show in a panel that stays folded out of the way until the trainer opens it.
 */
export function CoachCheckPanel({ studentId, draft }: { studentId: string; draft: Plan }) {
  const [check, setCheck] = useState<PlanCheck | null>(null);
  const [state, setState] = useState<'idle' | 'checking' | 'failed'>('idle');

  useEffect(() => {
    // A draft the server would refuse (a row with no exercise yet) keeps the last check.
    const parsed = PlanSchema.safeParse(draft);
    if (!parsed.success) return;
    let current = true;
    const timer = setTimeout(() => {
      setState('checking');
      api('POST /api/students/:id/plan-check', {
        params: { id: studentId },
        body: { plan: parsed.data },
      }).then(
        (answer) => {
          if (!current) return;
          setCheck(answer);
          setState('idle');
        },
        () => {
          if (current) setState('failed');
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [studentId, draft]);

  const findings = check?.findings ?? [];
  const summary =
    state === 'checking' && !check
      ? t('ai.check.checking')
      : findings.length > 0
        ? t('ai.check.count', { n: findings.length })
        : check
          ? t('ai.check.ok')
          : t('ai.check.checking');

  return (
    <details className="mb-3 rounded-lg bg-white ring-1 ring-slate-300">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-semibold text-slate-900">
        {findings.length > 0 ? (
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        )}
        <span>{t('ai.check.title')}</span>
        <span aria-live="polite" className="font-normal text-slate-700">
          · {summary}
        </span>
      </summary>
      <div className="flex flex-col gap-3 px-3 pb-3">
        {state === 'failed' ? <p className="text-sm text-red-800">{t('ai.check.failed')}</p> : null}
        {findings.length > 0 ? (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-900">
            {findings.map((finding, i) => (
              <li key={`${finding.kind}-${i}`}>{finding.message}</li>
            ))}
          </ul>
        ) : null}
        {check && check.weeklySets.length > 0 ? (
          <table className="w-full text-left text-sm">
            <caption className="pb-1 text-left font-medium text-slate-700">{t('ai.check.weekly')}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  {t('ai.check.group')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('ai.check.sets')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('ai.check.range')}
                </th>
              </tr>
            </thead>
            <tbody>
              {check.weeklySets.map((entry) => {
                const out = entry.sets > entry.max || entry.sets < entry.min;
                return (
                  <tr key={entry.group} className={out ? 'font-semibold text-amber-900' : 'text-slate-900'}>
                    <th scope="row" className="py-0.5 font-normal">
                      {entry.group}
                    </th>
                    <td className="py-0.5 text-right">{formatSets(entry.sets)}</td>
                    <td className="py-0.5 text-right">
                      {entry.min}–{entry.max}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </div>
    </details>
  );
}
