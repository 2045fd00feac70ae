import { describe, expect, test } from 'vitest';
import type { AnamnesisAnswers } from '../../contracts/anamnesis.ts';
import type { ReadField } from './clauses.ts';
import type { ConditionKind, LimitKind, SportKind } from './person.ts';
import { readPerson } from './read-person.ts';

const TODAY = '2026-11-26';
/** A trained student in 'Bom' shape: no limit comes from being a beginner, so each row shows only its own. */
const BASE: AnamnesisAnswers = { hasTrainedBefore: true, currentCondition: 'Bom', trainingSince: '2 anos' };

interface Expected {
  /** Condition kinds, exactly (space separated). */
  c?: string;
  /** Limit kinds, exactly. */
  l?: string;
  /** Sport kinds, exactly. */
  s?: string;
  /** Conditions that must be acute; the others found must not be. */
  acute?: string;
  side?: 'esquerdo' | 'direito' | 'ambos';
  weeks?: number;
}

const o = 'orthopedicProblems';
const h = 'healthIssues';
const su = 'surgeriesInfo';
const m = 'controlledMedication';
const ob = 'observations';
const lk = 'likedWorkouts';
const dl = 'dislikedWorkouts';

// What Brazilian students write, the way they write it: accents or not, misspelt, abbreviated, denied.
const PHRASES: readonly [ReadField, string, Expected][] = [
  // Pregnancy and after
  [
    h,
    'Estou grávida de 22 semanas',
    { c: 'pregnancy', l: 'no_impact no_prone no_head_down no_max_effort no_supine', weeks: 22 },
  ],
  [
    h,
    'gravida, 2º trimestre',
    { c: 'pregnancy', l: 'no_impact no_prone no_head_down no_max_effort no_supine', weeks: 14 },
  ],
  [
    h,
    'gestante 10 semanas',
    { c: 'pregnancy', l: 'no_impact no_prone no_head_down no_max_effort', weeks: 10 },
  ],
  [
    ob,
    'gestação de 5 meses, obstetra liberou',
    { c: 'pregnancy', l: 'no_impact no_prone no_head_down no_max_effort no_supine', weeks: 22 },
  ],
  [
    h,
    'gravidez no primeiro trimestre',
    { c: 'pregnancy', l: 'no_impact no_prone no_head_down no_max_effort', weeks: 1 },
  ],
  [h, 'não estou grávida', { c: '', l: '' }],
  [ob, 'estou tentando engravidar', { c: '', l: '' }],
  [h, 'pós-parto, tive bebê há 4 meses', { c: 'postpartum', l: 'no_impact' }],
  [h, 'pos parto de cesarea', { c: 'postpartum', l: 'no_impact' }],
  [su, 'cesárea em 2015', { c: '', l: '' }],
  // Bones, pressure, sugar, heart, lungs
  [h, 'Osteoporose', { c: 'osteoporosis', l: 'no_impact no_loaded_spinal_flexion' }],
  [h, 'osteoporoze na coluna', { c: 'osteoporosis', l: 'no_impact no_loaded_spinal_flexion' }],
  [h, 'ostiopenia leve', { c: 'osteoporosis', l: 'no_impact no_loaded_spinal_flexion' }],
  [h, 'pressão alta', { c: 'hypertension', l: 'no_max_effort' }],
  [h, 'presao alta controlada', { c: 'hypertension', l: 'no_max_effort' }],
  [h, 'HAS', { c: 'hypertension', l: 'no_max_effort' }],
  [m, 'losartana 50mg', { c: 'hypertension', l: 'no_max_effort' }],
  [h, 'hipertensa', { c: 'hypertension', l: 'no_max_effort' }],
  [h, 'não tenho pressão alta', { c: '', l: '' }],
  [h, 'nao tenho pressao alta nem diabetes', { c: '', l: '' }],
  [h, 'não tenho pressão alta, mas tenho diabetes', { c: 'diabetes', l: '' }],
  [h, 'nao tenho pressao alta e tenho diabetes tipo 2', { c: 'diabetes', l: '' }],
  [h, 'DM2', { c: 'diabetes', l: '' }],
  [m, 'metformina', { c: 'diabetes', l: '' }],
  [h, 'pré-diabetes', { c: 'diabetes', l: '' }],
  [h, 'arritmia, tenho marca-passo', { c: 'heart_disease', l: 'no_max_effort' }],
  [h, 'infartei em 2020', { c: 'heart_disease', l: 'no_max_effort' }],
  [h, 'asma', { c: 'asthma', l: '' }],
  [h, 'minha mãe tem diabetes', { c: '', l: '' }],
  [h, 'pressão alta na família', { c: '', l: '' }],
  [h, 'meu pai infartou, eu tenho asma', { c: 'asthma', l: '' }],
  [h, 'estou com a pressão controlada', { c: 'hypertension', l: 'no_max_effort' }],
  [h, 'pressão baixa', { c: '', l: '' }],
  [h, 'bronquite, uso bombinha', { c: 'asthma', l: '' }],
  [h, 'obesidade', { c: 'obesity', l: '' }],
  // Spine
  [o, 'hérnia de disco L4-L5', { c: 'lumbar_disc', l: 'no_loaded_spinal_flexion' }],
  [o, 'hernia de disco', { c: 'lumbar_disc', l: 'no_loaded_spinal_flexion' }],
  [o, 'protusão discal lombar', { c: 'lumbar_disc', l: 'no_loaded_spinal_flexion' }],
  [o, 'hérnia cervical C5-C6', { c: 'cervical_disc', l: '' }],
  [su, 'operei hérnia inguinal em 2015', { c: '', l: '' }],
  [o, 'lombalgia crônica', { c: 'low_back_pain', l: '' }],
  [o, 'dor nas costas quando fico muito tempo sentado', { c: 'low_back_pain', l: '' }],
  [o, 'ciático inflama às vezes', { c: 'low_back_pain', l: '' }],
  [o, 'escoliose', { c: 'scoliosis', l: '' }],
  [o, 'escoliose leve e dor lombar', { c: 'scoliosis low_back_pain', l: '' }],
  // Knee
  [o, 'condromalacia patelar', { c: 'knee', l: '' }],
  [o, 'condromalácia no joelho direito', { c: 'knee', l: '', side: 'direito' }],
  [o, 'rompi o LCA', { c: 'knee', l: '' }],
  [su, 'cirurgia de LCA em 2019', { c: 'knee', l: '', acute: '' }],
  [
    su,
    'operei o joelho mês passado',
    {
      c: 'knee recent_surgery',
      l: 'no_impact no_deep_squat no_single_leg_dynamic',
      acute: 'knee recent_surgery',
    },
  ],
  [o, 'lesão no menisco do joelho esquerdo', { c: 'knee', l: '', side: 'esquerdo' }],
  [o, 'artrose nos dois joelhos', { c: 'knee', l: '', side: 'ambos' }],
  [o, 'joêlho direito', { c: 'knee', l: '', side: 'direito' }],
  [ob, 'sinto dor no joelho quando desço escada', { c: 'knee', l: '' }],
  [ob, 'meu joelho é ótimo', { c: '', l: '' }],
  [o, 'não tenho dor no joelho', { c: '', l: '' }],
  // Shoulder, elbow, wrist
  [o, 'tendinite no ombro direito', { c: 'shoulder', l: '', side: 'direito' }],
  [o, 'lesão no manguito rotador', { c: 'shoulder', l: '' }],
  [o, 'síndrome do impacto no ombro', { c: 'shoulder', l: '' }],
  [o, 'luxação de ombro em 2018', { c: 'shoulder', l: '' }],
  [o, 'machuquei o ombro há 2 semanas', { c: 'shoulder', l: 'no_overhead', acute: 'shoulder' }],
  [o, 'epicondilite', { c: 'elbow_wrist', l: '' }],
  [o, 'tunel do carpo no punho esquerdo', { c: 'elbow_wrist', l: '', side: 'esquerdo' }],
  [o, 'tendinite no punho', { c: 'elbow_wrist', l: '' }],
  // Ankle, foot, hip
  [
    o,
    'entorse de tornozelo há 3 semanas',
    { c: 'ankle_sprain', l: 'no_impact no_single_leg_dynamic', acute: 'ankle_sprain' },
  ],
  [
    o,
    'torci o tornozelo direito faz 10 dias, grau 2',
    { c: 'ankle_sprain', l: 'no_impact no_single_leg_dynamic', acute: 'ankle_sprain', side: 'direito' },
  ],
  [o, 'entorse no tornozelo em 2019', { c: 'ankle_sprain', l: '', acute: '' }],
  [o, 'entorse de tornozelo há 2 anos', { c: 'ankle_sprain', l: '', acute: '' }],
  [o, 'fascite plantar', { c: 'plantar_fasciitis', l: '' }],
  [o, 'fasceite no pé esquerdo', { c: 'plantar_fasciitis', l: '' }],
  [o, 'esporão no calcanhar', { c: 'plantar_fasciitis', l: '' }],
  [o, 'bursite no quadril', { c: 'hip', l: '' }],
  [o, 'artrose de quadril', { c: 'hip', l: '' }],
  // Balance, floor, pain syndromes
  [h, 'labirintite', { c: 'dizziness_falls', l: 'no_single_leg_dynamic' }],
  [h, 'tenho tontura às vezes', { c: 'dizziness_falls', l: 'no_single_leg_dynamic' }],
  [ob, 'tenho medo de cair', { c: 'dizziness_falls', l: 'no_single_leg_dynamic' }],
  [ob, 'já caí duas vezes esse ano', { c: 'dizziness_falls', l: 'no_single_leg_dynamic' }],
  [ob, 'não consigo levantar do chão sozinha', { c: 'floor_transfer', l: 'no_floor no_single_leg_dynamic' }],
  [
    ob,
    'tenho dificuldade para levantar do chão',
    { c: 'floor_transfer', l: 'no_floor no_single_leg_dynamic' },
  ],
  [h, 'queda de cabelo', { c: '', l: '' }],
  [h, 'fibromialgia', { c: 'fibromyalgia', l: '' }],
  [h, 'fibromialguia', { c: 'fibromyalgia', l: '' }],
  // Recent surgery
  [su, 'pós-op de apendicite', { c: 'recent_surgery', l: '', acute: 'recent_surgery' }],
  [su, 'pós cirúrgico de joelho', { c: 'knee recent_surgery', acute: 'knee recent_surgery' }],
  [su, 'cirurgia bariátrica há 2 anos', { c: '', l: '' }],
  [su, 'fiz cesárea há 2 meses', { c: 'postpartum recent_surgery', l: 'no_impact', acute: 'recent_surgery' }],
  // Nothing to say
  [o, 'nunca tive lesão', { c: '', l: '' }],
  [h, 'sem dores', { c: '', l: '' }],
  [h, 'nada', { c: '', l: '' }],
  [h, 'Nenhum problema de saúde', { c: '', l: '' }],
  [su, 'nunca fiz cirurgia', { c: '', l: '' }],
  // Limits said in words
  [ob, 'nada de impacto', { l: 'no_impact' }],
  [ob, 'moro em apartamento, não posso fazer barulho de pulo', { l: 'no_impact' }],
  [ob, 'prefiro exercícios de baixo impacto', { l: 'no_impact' }],
  [ob, 'nada de ficar deitada de barriga para cima', { l: 'no_supine' }],
  [ob, 'evitar ficar de bruços', { l: 'no_prone' }],
  [ob, 'sem agachamento profundo', { l: 'no_deep_squat' }],
  [ob, 'não consigo fazer flexão', { l: 'no_pushups' }],
  [ob, 'nao posso correr', { l: 'no_running' }],
  [ob, 'médico proibiu exercícios acima da cabeça', { l: 'no_overhead' }],
  [ob, 'evitar abdominal', { l: 'no_loaded_spinal_flexion' }],
  [ob, 'sem exercícios no chão', { l: 'no_floor' }],
  [ob, 'sem dor para pular e correr', { l: '' }],
  // Sports
  [ob, 'jogo futebol todo sábado', { s: 'football' }],
  [ob, 'corro 40 km por semana', { s: 'running' }],
  [ob, 'faço powerlifting', { s: 'powerlifting' }],
  [ob, 'agachamento 220, supino 150, terra 250', { s: 'powerlifting' }],
  [ob, 'pedalo nos fins de semana', { s: 'cycling' }],
  [ob, 'faço natação 2x por semana', { s: 'swimming' }],
  [ob, 'jogo vôlei e treino jiu-jitsu', { s: 'other other' }],
  [ob, 'faço aula de tênis aos sábados', { s: 'other' }],
  [ob, 'comprei um tênis novo para treinar', { s: '' }],
  [ob, 'não jogo futebol há anos', { s: '' }],
  [lk, 'gosto de correr na esteira', { s: '' }],
  [dl, 'futebol', { s: '' }],
  [ob, 'meia maratona em 10 semanas', { s: 'running' }],
];

const words = (said: string | undefined) => (said ?? '').split(' ').filter(Boolean).sort();

describe('the reader understands what students write', () => {
  test('it holds at least 80 phrases', () => expect(PHRASES.length).toBeGreaterThanOrEqual(80));

  test.each(PHRASES)('%s: "%s"', (field, text, expected) => {
    const person = readPerson({ ...BASE, [field]: text }, { today: TODAY });
    if (expected.c !== undefined)
      expect(person.conditions.map((c) => c.kind).sort()).toEqual(words(expected.c) as ConditionKind[]);
    if (expected.l !== undefined)
      expect(person.limits.map((l) => l.kind).sort()).toEqual(words(expected.l) as LimitKind[]);
    if (expected.s !== undefined)
      expect(person.sports.map((s) => s.kind).sort()).toEqual(words(expected.s) as SportKind[]);
    if (expected.acute !== undefined)
      expect(
        person.conditions
          .filter((c) => c.acute)
          .map((c) => c.kind)
          .sort(),
      ).toEqual(words(expected.acute));
    if (expected.side) expect(person.conditions[0]?.side).toBe(expected.side);
    if (expected.weeks !== undefined) expect(person.conditions[0]?.weeks).toBe(expected.weeks);
  });
});
