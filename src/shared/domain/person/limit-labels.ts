import type { LimitKind } from './person.ts';

/** The short pt-BR line the trainer reads for each limit ('A IA considerou: … sem impacto; …'). */
export const LIMIT_LABELS: Record<LimitKind, string> = {
  no_impact: 'sem impacto',
  no_supine: 'evita deitar de costas',
  no_prone: 'evita deitar de bruços',
  no_head_down: 'nada de cabeça para baixo',
  no_floor: 'evita exercícios no chão',
  no_single_leg_dynamic: 'sem exercícios dinâmicos em uma perna',
  no_deep_squat: 'sem agachamento profundo',
  no_overhead: 'evita braços acima da cabeça',
  no_axial_load: 'sem carga sobre a coluna',
  no_loaded_spinal_flexion: 'sem flexão ou torção da coluna com carga',
  no_pushups: 'não faz flexão de braços',
  no_running: 'sem corrida',
  no_max_effort: 'sem esforço máximo',
};
