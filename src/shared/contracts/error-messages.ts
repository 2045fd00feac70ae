/** Every error the API can answer, with the pt-BR text a person reads. */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Alguns dados estão inválidos. Confira os campos e tente novamente.',
  INVALID_JSON: 'Os dados enviados não estão em um formato válido.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato de dados não suportado. Envie JSON.',
  PAYLOAD_TOO_LARGE: 'Os dados enviados são grandes demais.',
  NOT_FOUND: 'Não encontramos o que você procurou.',
  METHOD_NOT_ALLOWED: 'Esta ação não é permitida aqui.',
  UNAUTHENTICATED: 'Sua sessão terminou. Entre novamente.',
  FORBIDDEN: 'Você não tem permissão para fazer isso.',
  CROSS_ORIGIN: 'Pedido de outro site recusado.',
  RATE_LIMITED: 'Muitas requisições em pouco tempo. Aguarde um instante e tente de novo.',
  LOGIN_THROTTLED: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  INVALID_CREDENTIALS: 'Email ou senha incorretos.',
  EMAIL_TAKEN: 'Este email já está cadastrado.',
  FIELDS_REQUIRED: 'Por favor, preencha todos os campos.',
  INVALID_EMAIL: 'Informe um email válido.',
  NAME_TOO_LONG: 'O nome pode ter no máximo 120 caracteres.',
  PASSWORD_TOO_SHORT: 'A senha precisa ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha pode ter no máximo 128 caracteres.',
  PASSWORD_TOO_COMMON: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  PASSWORD_IS_PERSONAL: 'A senha não pode ser o nome ou o email da conta. Escolha outra.',
  INVALID_DATE: 'Informe uma data válida.',
  INVALID_WHATSAPP: 'Informe o WhatsApp com DDD, por exemplo (11) 91234-5678.',
  INVALID_PRICE: 'Informe um preço válido, por exemplo 120,00.',
  TEXT_TOO_LONG: 'O texto está longo demais.',
  INVALID_TEXT: 'O texto contém caracteres que não podem ser guardados. Apague-os e tente de novo.',
  PLAN_INVALID_SETS: 'O número de séries deve ser um número inteiro.',
  UNKNOWN_EXERCISES: 'Estes exercícios não existem na base: {ids}. Nada foi salvo.',
  STUDENT_NOT_FOUND: 'Aluno não encontrado.',
  STUDENT_CHANGED:
    'Este aluno foi alterado em outro lugar depois que você o abriu. Nada foi salvo: recarregue para ver a versão atual.',
  SETTINGS_CHANGED:
    'Suas configurações foram alteradas em outro lugar. Nada foi salvo: recarregue e tente de novo.',
  INVALID_NUMBER: 'Informe um número válido.',
  CONSENT_REQUIRED: 'Para guardar suas respostas de saúde, precisamos do seu consentimento. Nada foi salvo.',
  ANAMNESIS_GOAL_REQUIRED:
    'Escolha o seu objetivo: é a partir dele que o seu personal trainer monta o seu treino.',
  ANAMNESIS_DAYS_REQUIRED: 'Marque os dias em que você pode treinar: o seu treino é montado para esses dias.',
  CONSENT_OUTDATED: 'O texto do consentimento mudou. Leia e aceite a versão atual para continuar.',
  SET_NOT_FOUND: 'Série não encontrada.',
  DATE_OUT_OF_RANGE: 'Esta data está fora do período permitido.',
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
  CANNOT_DELETE_SELF: 'Você não pode excluir a sua própria conta.',
  DATABASE_UNAVAILABLE: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  INTERNAL: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}
