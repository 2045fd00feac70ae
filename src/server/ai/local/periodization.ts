import type { PeriodizationBody } from '#shared/contracts/ai.ts';
import type { Athlete } from '#shared/domain/coach-check/athlete.ts';
import { rulesOf } from '#shared/domain/coach-check/person-rules.ts';
import { meetPeriodization } from './meet-periodization.ts';
import { sportStyle } from './person-plan.ts';

interface Phase {
  name: string;
  sets: string;
  /** %1RM, omitted where the student should not work from a maximum (beginners, health, rehabilitation). */
  load?: string;
  rpe: string;
  focus: string;
}

/** Phases by goal, lightest first (ACSM 2009 progression models; Rhea & Alderman 2004 on periodized programmes). */
const PHASES: Record<'strength' | 'metabolic' | 'gentle', Phase[]> = {
  strength: [
    {
      name: 'Adaptação',
      sets: '3 × 12–15',
      load: '60–65%',
      rpe: '6–7',
      focus: 'técnica e tolerância ao volume',
    },
    {
      name: 'Hipertrofia',
      sets: '4 × 8–12',
      load: '67–75%',
      rpe: '7–8',
      focus: 'volume de trabalho por grupo muscular',
    },
    {
      name: 'Hipertrofia intensiva',
      sets: '4 × 6–8',
      load: '75–80%',
      rpe: '8',
      focus: 'carga nos multiarticulares',
    },
    {
      name: 'Força',
      sets: '4 × 4–6',
      load: '80–87%',
      rpe: '8–9',
      focus: 'cargas altas com descansos de 2–3 min',
    },
  ],
  metabolic: [
    { name: 'Adaptação', sets: '2–3 × 15', load: '50–60%', rpe: '6', focus: 'técnica e base aeróbia' },
    {
      name: 'Resistência muscular',
      sets: '3 × 12–15',
      load: '60–67%',
      rpe: '7',
      focus: 'bi-sets e descansos curtos',
    },
    {
      name: 'Circuito metabólico',
      sets: '3–4 × 10–12',
      load: '67–72%',
      rpe: '7–8',
      focus: 'circuitos e intervalados',
    },
    { name: 'Força-resistência', sets: '4 × 8–10', load: '72–77%', rpe: '8', focus: 'manter a massa magra' },
  ],
  gentle: [
    { name: 'Adaptação', sets: '2 × 12–15', rpe: '5–6', focus: 'amplitude sem dor e controle do movimento' },
    { name: 'Base', sets: '3 × 10–15', rpe: '6–7', focus: 'resistência muscular e postura' },
    { name: 'Fortalecimento', sets: '3 × 8–12', rpe: '7', focus: 'carga progressiva sem dor' },
    { name: 'Consolidação', sets: '3 × 8–10', rpe: '7–8', focus: 'autonomia e manutenção' },
  ],
};

const UNDULATING: Record<'strength' | 'metabolic' | 'gentle', string[]> = {
  strength: [
    'Força: 4 × 4–6, 80–85% de 1RM (RPE 8–9)',
    'Hipertrofia: 4 × 8–12, 70–75% (RPE 7–8)',
    'Resistência: 3 × 15–20, 55–65% (RPE 7)',
  ],
  metabolic: [
    'Força-resistência: 4 × 8–10, 70–75% (RPE 8)',
    'Metabólico: 3 × 12–15 em bi-sets, 60–67% (RPE 7)',
    'Circuito: 3 voltas de 15–20, 50–60% (RPE 7)',
  ],
  gentle: [
    'Fortalecimento: 3 × 8–10 (RPE 7)',
    'Resistência: 3 × 12–15 (RPE 6)',
    'Leve e técnico: 2 × 15 (RPE 5)',
  ],
};

const LEVEL_NAMES = { iniciante: 'iniciante', intermediario: 'intermediário', avancado: 'avançado' } as const;

function style(athlete: Athlete): 'strength' | 'metabolic' | 'gentle' {
  if (athlete.goal === 'rehab' || athlete.goal === 'health' || athlete.level === 'iniciante') return 'gentle';
  // No work from a maximum for whom maximal effort is out (pregnancy, hypertension, 60+, under 18, acute injury).
  if (rulesOf(athlete.person).limits.has('no_max_effort')) return 'gentle';
  return athlete.goal === 'hypertrophy' ? 'strength' : 'metabolic';
}

const intensity = (phase: Phase) =>
  phase.load ? `${phase.load} de 1RM (RPE ${phase.rpe})` : `RPE ${phase.rpe}`;

/** Mesocycles of load weeks followed by one deload week: 3 + 1 up to 16 weeks, 5 + 1 over 24. */
function mesocycles(weeks: number): { from: number; to: number; deload: number }[] {
  const length = weeks >= 24 ? 6 : 4;
  return Array.from({ length: weeks / length }, (_, i) => ({
    from: i * length + 1,
    to: i * length + length - 1,
    deload: (i + 1) * length,
  }));
}

const deloadLine = (week: number) =>
  `Semana ${week} — Deload: metade das séries, mesmas cargas ou 10% menos, RPE até 6.`;

/**
 * The local coach's periodization (product §2 'Assistente de Periodização'): phases with weeks, sets ×
 * reps, intensity by RPE (and %1RM when the student may work from a maximum), a deload every 4–6 weeks.
 */
export function periodizationText(
  athlete: Athlete,
  name: string,
  goal: string | undefined,
  body: PeriodizationBody,
): string {
  if (sportStyle(athlete) === 'powerlifting') return meetPeriodization(athlete, name, body);
  const kind = style(athlete);
  const cycles = mesocycles(body.weeks);
  const lines = [
    `Periodização ${body.methodology} — ${body.weeks} semanas para ${name}`,
    `Objetivo: ${goal ?? 'não informado'} · nível ${LEVEL_NAMES[athlete.level]} · ${athlete.days.length || 'dias não informados'}${
      athlete.days.length ? ' treinos por semana' : ''
    }`,
    '',
  ];
  if (body.methodology === 'Ondulatória Diária') {
    lines.push('Em cada semana, os treinos alternam três estímulos, na ordem abaixo:');
    for (const stimulus of UNDULATING[kind]) lines.push(`• ${stimulus}`);
    lines.push('');
    cycles.forEach((cycle, i) => {
      lines.push(`Mesociclo ${i + 1} (semanas ${cycle.from}–${cycle.to})`);
      lines.push(
        i === 0
          ? '• Cargas no limite inferior de cada faixa; aprenda as três intensidades.'
          : `• Suba as cargas 2,5–5% em relação ao mesociclo ${i}, mantendo as repetições de cada estímulo.`,
      );
      lines.push(deloadLine(cycle.deload), '');
    });
  } else {
    const phases = PHASES[kind];
    const names = body.methodology === 'Blocos' ? ['Acumulação', 'Transmutação', 'Realização'] : undefined;
    cycles.forEach((cycle, i) => {
      const phase = phases[Math.min(i, phases.length - 1)]!;
      const title = names
        ? `${names[Math.min(Math.floor((i * names.length) / cycles.length), names.length - 1)]} — ${phase.name}`
        : phase.name;
      lines.push(`Mesociclo ${i + 1} — ${title} (semanas ${cycle.from}–${cycle.to})`);
      lines.push(`• ${phase.sets} repetições, ${intensity(phase)}`);
      lines.push(`• Foco: ${phase.focus}.`);
      lines.push(deloadLine(cycle.deload), '');
    });
  }
  lines.push('Observações');
  lines.push(
    '• Suba a carga quando todas as séries saírem com a técnica em dia e 1–2 repetições de reserva.',
  );
  lines.push('• Reavalie o aluno ao fim de cada mesociclo e ajuste as cargas pelo desempenho registrado.');
  if (kind === 'gentle')
    lines.push('• Qualquer dor durante o exercício interrompe a série; registre no feedback do treino.');
  return lines.join('\n');
}
