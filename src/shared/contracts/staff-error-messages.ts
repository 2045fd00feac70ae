/**
 * The errors only the trainer's and the admin's screens get (the AI coach, the admin panel): they load
 * with those screens (src/web/i18n/trainer-strings.ts), so a student's phone never downloads them.
 */
export const STAFF_ERROR_MESSAGES = {
  AI_NO_DAYS: 'O aluno não informou os dias disponíveis na anamnese.',
  AI_SPLIT_OUTSIDE_DAYS: 'A divisão usa dias que o aluno não informou como disponíveis na anamnese.',
  AI_NO_MODIFICATION: 'A IA não conseguiu sugerir uma modificação válida.',
  AI_UNAVAILABLE: 'O serviço de IA não respondeu. Nada foi alterado; tente novamente em instantes.',
  AI_INVALID_ANSWER: 'A IA respondeu algo que não pôde ser usado. Nada foi alterado; tente novamente.',
  AI_NO_KEY: 'Nenhuma chave de API configurada. Peça ao administrador para cadastrar uma em Chaves de API.',
  AI_KEY_REJECTED: 'A chave de API foi recusada pelo provedor. Peça ao administrador para verificá-la.',
  AI_QUOTA_EXCEEDED: 'A cota das chaves de API foi excedida. Tente novamente mais tarde.',
  AI_BUSY: 'Você já tem pedidos à IA em andamento. Aguarde terminarem e tente de novo.',
  AI_DAILY_LIMIT: 'Você atingiu o limite diário de pedidos à IA. Tente novamente amanhã.',
  // The student's screen shows the spec's fallback for any failed analysis; the API says why.
  AI_STUDENT_DAILY_LIMIT: 'Você atingiu o limite diário de análises da IA. Tente novamente amanhã.',
  EMAIL_RESERVED: 'Este email é reservado para o administrador do RumoFit. Use outro.',
  AI_KEY_EMPTY: 'Chave vazia.',
  AI_KEY_INVALID: 'Chave de API inválida.',
  EXERCISE_REQUIRED: 'ID e Nome do exercício são obrigatórios.',
  INVALID_EXERCISE_ID:
    'O ID do exercício usa só letras minúsculas, números e hífens, por exemplo supino-reto-barra.',
  INVALID_VIDEO_URL:
    'Não conseguimos ler o vídeo deste link. Use um link do YouTube, por exemplo https://youtu.be/…',
  EXERCISE_EXISTS: 'Exercício com ID "{id}" já existe.',
  EXERCISES_EXIST: 'Estes IDs já existem ou se repetem no lote: {ids}. Nenhum exercício foi adicionado.',
  EXERCISE_IN_USE:
    'Este exercício está no plano de {count} aluno(s) e não pode ser excluído. Troque-o nos planos antes.',
  USER_CHANGED:
    'Este usuário foi alterado em outro lugar depois que você o abriu. Nada foi salvo: recarregue para ver a versão atual.',
  PERSONAL_HAS_STUDENTS:
    'Este personal tem {count} aluno(s). Escolha outro personal para recebê-los antes de excluir.',
  INVALID_MOVE_TARGET: 'Escolha um personal válido, diferente do que será excluído, para receber os alunos.',
  // The plan library (issue 24 §1).
  TEMPLATE_NOT_FOUND: 'Modelo não encontrado.',
  TEMPLATE_CHANGED:
    'Este modelo foi alterado em outro lugar depois que você o abriu. Nada foi salvo: recarregue para ver a versão atual.',
  TEMPLATE_READ_ONLY: 'Os modelos iniciais do RumoFit não podem ser alterados. Duplique o modelo para editá-lo.',
  TEMPLATE_NAME_REQUIRED: 'Dê um nome ao modelo.',
  TEMPLATE_EMPTY: 'O modelo precisa de pelo menos um dia de treino.',
  TEMPLATE_DAYS_MISMATCH: 'O número de dias do modelo deve ser igual ao número de dias de treino do plano.',
  TEMPLATE_NO_STUDENTS: 'Escolha pelo menos um aluno.',
  TEMPLATE_PLACEMENT_REPEATED: 'Dois dias do modelo foram colocados no mesmo dia da semana.',
  TEMPLATE_PLACEMENT_INVALID:
    'A distribuição dos dias não corresponde ao modelo ou usa dias que o aluno não informou como disponíveis.',
  CANNOT_DELETE_SELF: 'Você não pode excluir a sua própria conta.',
} as const;
