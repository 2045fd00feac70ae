/**
 * The refusals of the physical assessment (issue 24 §2): only the trainer's screens write an
 * assessment, so they load with those screens (src/web/i18n/trainer-strings.ts).
 */
export const ASSESSMENT_ERROR_MESSAGES = {
  ASSESSMENT_NOT_FOUND: 'Avaliação não encontrada.',
  ASSESSMENT_CHANGED:
    'Esta avaliação foi alterada em outro lugar depois que você a abriu. Nada foi salvo: recarregue para ver a versão atual.',
  ASSESSMENT_DATE_TAKEN:
    'Este aluno já tem uma avaliação nesta data. Abra-a para editar ou escolha outra data.',
  ASSESSMENT_DATE_FUTURE: 'A data da avaliação não pode estar no futuro.',
  ASSESSMENT_AGE_RANGE: 'Informe a idade em anos, entre 10 e 120.',
  ASSESSMENT_WEIGHT_RANGE: 'Informe o peso em kg, entre 20 e 350 (por exemplo 72,4).',
  ASSESSMENT_HEIGHT_RANGE: 'Informe a altura em cm, entre 100 e 250 (por exemplo 172).',
  ASSESSMENT_HEART_RATE_RANGE: 'Informe a frequência cardíaca de repouso em bpm, entre 25 e 220.',
  ASSESSMENT_SYSTOLIC_RANGE: 'Informe a pressão sistólica em mmHg, entre 60 e 260.',
  ASSESSMENT_DIASTOLIC_RANGE: 'Informe a pressão diastólica em mmHg, entre 30 e 160.',
  ASSESSMENT_PRESSURE_ORDER:
    'A pressão sistólica precisa ser maior que a diastólica (por exemplo 120 por 80).',
  ASSESSMENT_SKINFOLD_RANGE: 'Informe a dobra cutânea em mm, entre 1 e 80.',
  ASSESSMENT_SKINFOLD_REQUIRED: 'O protocolo escolhido usa esta dobra cutânea: informe-a.',
  ASSESSMENT_NECK_RANGE: 'Informe a circunferência do pescoço em cm, entre 20 e 70.',
  ASSESSMENT_TRUNK_RANGE: 'Informe esta circunferência do tronco em cm, entre 40 e 250.',
  ASSESSMENT_ARM_RANGE: 'Informe a circunferência do braço em cm, entre 12 e 80.',
  ASSESSMENT_FOREARM_RANGE: 'Informe a circunferência do antebraço em cm, entre 12 e 60.',
  ASSESSMENT_THIGH_RANGE: 'Informe a circunferência da coxa em cm, entre 25 e 120.',
  ASSESSMENT_CALF_RANGE: 'Informe a circunferência da panturrilha em cm, entre 15 e 80.',
  ASSESSMENT_LIMIT: 'Este aluno já tem {max} avaliações, o máximo. Exclua uma antiga para registrar outra.',
} as const;
