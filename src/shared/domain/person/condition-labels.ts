import type { ConditionKind } from './person.ts';

/** The pt-BR name of each condition, for one the trainer adds and for the list they pick it from. */
export const CONDITION_LABELS: Record<ConditionKind, string> = {
  pregnancy: 'gestante',
  postpartum: 'pós-parto',
  osteoporosis: 'osteoporose/osteopenia',
  hypertension: 'hipertensão',
  diabetes: 'diabetes',
  heart_disease: 'cardiopatia',
  asthma: 'asma',
  obesity: 'obesidade',
  lumbar_disc: 'hérnia de disco lombar',
  cervical_disc: 'hérnia de disco cervical',
  low_back_pain: 'lombalgia',
  knee: 'joelho',
  shoulder: 'ombro',
  elbow_wrist: 'cotovelo/punho',
  ankle_sprain: 'entorse de tornozelo',
  plantar_fasciitis: 'fascite plantar',
  hip: 'quadril',
  scoliosis: 'escoliose',
  dizziness_falls: 'tontura/quedas',
  floor_transfer: 'não levanta do chão sozinho',
  fibromyalgia: 'fibromialgia',
  recent_surgery: 'cirurgia recente',
};
