import type { PeriodizationBody } from '#shared/contracts/ai.ts';
import type { Athlete } from '#shared/domain/coach-check/athlete.ts';

interface MeetPhase {
  name: string;
  from: number;
  to: number;
  lines: string[];
}

const range = (from: number, to: number) => (from === to ? `semana ${from}` : `semanas ${from}–${to}`);

/**
 * A powerlifter's periodization to the meet (issue 22 §3; Pritchard et al. 2015 on tapering, Travis et
 * al. 2020 on peaking): accumulation with deloads, intensification, a peak above 90 % of 1RM in the
 * three weeks before the meet, a taper that halves the volume, the meet week with the openers. The meet
 * is the week the reading said ("campeonato daqui a 16 semanas"), or the last week of the cycle.
 */
export function meetPeriodization(athlete: Athlete, name: string, body: PeriodizationBody): string {
  const said = athlete.person.sports.find((sport) => sport.kind === 'powerlifting')?.competitionInWeeks;
  const meet = Math.max(6, Math.min(said ?? body.weeks, body.weeks));
  const lifts = athlete.person.sports.find((sport) => sport.kind === 'powerlifting')?.lifts;
  const peakFrom = meet - 4;
  const intensifyFrom = Math.max(2, Math.min(peakFrom - 4, Math.round(meet / 2)));
  const phases: MeetPhase[] = [
    {
      name: 'Acumulação',
      from: 1,
      to: intensifyFrom - 1,
      lines: [
        '• Agachamento, supino e terra: 4–5 × 5–6 repetições, 70–80% de 1RM (RPE 7–8).',
        '• Acessórios depois dos levantamentos de competição: 3 × 8–10.',
      ],
    },
    {
      name: 'Intensificação',
      from: intensifyFrom,
      to: peakFrom,
      lines: ['• Levantamentos de competição: 4–5 × 3–5, 80–87% de 1RM (RPE 8–9); acessórios reduzidos.'],
    },
    {
      name: 'Pico',
      from: peakFrom + 1,
      to: meet - 2,
      lines: [
        '• Levantamentos de competição: 3–5 × 1–3, 90–95% de 1RM (RPE 8,5–9,5); simples pesados no último treino da fase.',
      ],
    },
    {
      name: 'Polimento (taper)',
      from: meet - 1,
      to: meet - 1,
      lines: ['• Metade do volume: 2–3 × 1–2 a 85–90% de 1RM; sem acessórios pesados.'],
    },
    {
      name: 'Semana da competição',
      from: meet,
      to: meet,
      lines: [
        '• Só as aberturas (cerca de 90–93% de 1RM) no início da semana; dois dias de descanso antes da prova.',
      ],
    },
  ];
  const text = [
    `Periodização para competição de powerlifting — ${body.weeks} semanas para ${name}`,
    `Competição na semana ${meet}.`,
    '',
  ];
  if (lifts && (lifts.squat || lifts.bench || lifts.deadlift)) {
    const best = [
      lifts.squat ? `agachamento ${lifts.squat} kg` : '',
      lifts.bench ? `supino ${lifts.bench} kg` : '',
      lifts.deadlift ? `terra ${lifts.deadlift} kg` : '',
    ].filter(Boolean);
    text.push(`Percentuais sobre as melhores marcas informadas: ${best.join(', ')}.`, '');
  }
  phases.forEach((phase, index) => {
    if (phase.to < phase.from) return;
    text.push(`Mesociclo ${index + 1} — ${phase.name} (${range(phase.from, phase.to)})`, ...phase.lines);
    // A deload every fourth week of accumulation.
    if (phase.name === 'Acumulação')
      for (let week = 4; week <= phase.to; week += 4)
        text.push(`Semana ${week} — Deload: metade das séries, RPE até 6.`);
    text.push('');
  });
  if (meet < body.weeks)
    text.push(
      `Depois da competição (${range(meet + 1, body.weeks)})`,
      '• Recuperação ativa: 3 × 8–10 a 60–70% de 1RM, e um novo ciclo a partir da avaliação das marcas.',
      '',
    );
  text.push(
    'Observações',
    '• Agachamento e supino ao menos duas vezes por semana, terra ao menos uma; nunca terra e terra sumô no mesmo dia.',
    '• Reavalie as cargas pelo RPE de cada treino: um dia ruim baixa a carga, não a técnica.',
  );
  return text.join('\n');
}
