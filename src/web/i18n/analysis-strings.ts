import { addMessages } from './pt-BR.ts';

/**
 * The post-workout analysis dialog's words (issue 15: the record badge among them). They load with the
 * dialog (after a run, or from 'Ver Análise Pós-Treino'), never with the first screen, whose JavaScript
 * has a budget (docs/bench.md). `t()` is typed with these keys too.
 */
export const analysisStrings = {
  'analysis.title': 'Análise Pós-Treino da IA',
  'analysis.loading': 'Analisando sua performance...',
  'analysis.close': 'Fechar',
  'analysis.record': 'Recorde: {name} {weight} kg × {reps} (1RM estimado {e1rm} kg)',
} as const;
export type AnalysisStrings = typeof analysisStrings;

addMessages(analysisStrings);
