import { useEffect, useMemo, useState } from 'react';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import type { Finding, PlanCheck } from '#shared/contracts/ai.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import { t } from '#web/i18n/pt-BR.ts';
import { api } from '#web/lib/api-client.ts';
import { checkablePlan } from './checkable-plan.ts';

/** How long the editor waits after the last change before it asks for the check again. */
export const CHECK_DELAY_MS = 500;

const formatSets = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));

/** Safety findings first; otherwise in the reviewer's order. */
const bySafety = (findings: readonly Finding[]) =>
  [...findings].sort((a, b) => Number(b.safety === true) - Number(a.safety === true));

/** The groups the weekly table highlights: those a volume finding names, so the count matches. */
const flaggedGroups = (findings: readonly Finding[]) =>
  new Set(
    findings
      .filter((finding) => finding.kind === 'volume_low' || finding.kind === 'volume_high')
      .flatMap((finding) => (finding.group ? [finding.group] : [])),
  );

/**
 * The coach's check beside the editor (issue 13, issue 22 §5): a moment after each change, the draft is
 * reviewed against the student on the server, and each finding (with its reason and source; safety
 * ones first) and the weekly sets per muscle group show in a panel that stays folded out of the way
 * until the trainer opens it. The count is what the list shows, and the table highlights exactly the
 * groups a finding names.
 */
export function CoachCheckPanel({ studentId, draft }: { studentId: string; draft: Plan }) {
  const [check, setCheck] = useState<PlanCheck | null>(null);
  const [state, setState] = useState<'idle' | 'checking' | 'failed'>('idle');
  // A new manual plan starts with an empty row: the check reads the rows that have an exercise.
  const checkable = useMemo(() => checkablePlan(draft), [draft]);

  useEffect(() => {
    // A draft with nothing to check, or a field the server would refuse, keeps the last check.
    if (typeof checkable === 'string') return;
    let current = true;
    const timer = setTimeout(() => {
      setState('checking');
      api('POST /api/students/:id/plan-check', {
        params: { id: studentId },
        body: { plan: checkable },
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
  }, [studentId, checkable]);

  const shown = checkable === 'empty' ? null : check;
  const findings = bySafety(shown?.findings ?? []);
  const flagged = flaggedGroups(findings);
  const summary =
    checkable === 'empty'
      ? t('ai.check.empty')
      : findings.length > 0
        ? t('ai.check.count', { n: findings.length })
        : shown
          ? t('ai.check.ok')
          : state === 'failed'
            ? t('ai.check.unavailable')
            : checkable === 'incomplete'
              ? t('ai.check.incomplete')
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
              <li key={`${finding.rule ?? finding.kind}-${i}`}>
                {finding.safety ? (
                  <span className="mr-1 rounded bg-red-100 px-1 text-xs font-semibold text-red-900">
                    {t('ai.check.safety')}
                  </span>
                ) : null}
                {finding.safety ? ' ' : null}
                {finding.message}
              </li>
            ))}
          </ul>
        ) : null}
        {shown && shown.weeklySets.length > 0 ? (
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
              {shown.weeklySets.map((entry) => {
                const out = flagged.has(entry.group);
                return (
                  <tr key={entry.group} className={out ? 'font-semibold text-amber-900' : 'text-slate-900'}>
                    <th scope="row" className="py-0.5 font-normal">
                      {entry.group}
                      {out ? <span className="sr-only"> ({t('ai.check.outOfRange')})</span> : null}
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
