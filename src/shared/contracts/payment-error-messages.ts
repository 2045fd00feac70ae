/** The errors of 'Renovação por PIX' (decision 043): the trainer's PIX settings, the student's claim. */
export const PAYMENT_ERROR_MESSAGES = {
  INVALID_PIX_CPF: 'CPF inválido: confira os 11 dígitos (os dois últimos são verificadores).',
  INVALID_PIX_CNPJ: 'CNPJ inválido: confira os 14 dígitos (os dois últimos são verificadores).',
  INVALID_PIX_EMAIL: 'Informe um e-mail válido, com até 77 caracteres, por exemplo nome@exemplo.com.',
  INVALID_PIX_PHONE: 'Informe o celular com DDD, por exemplo +55 11 91234-5678.',
  INVALID_PIX_RANDOM:
    'A chave aleatória tem 36 caracteres com hífens, por exemplo 123e4567-e89b-12d3-a456-426614174000.',
  INVALID_PIX_NAME:
    'Nome do recebedor: até 25 caracteres, só letras, números, espaço e . , \' - & / (sem emojis).',
  INVALID_PIX_CITY:
    'Cidade do recebedor: até 15 caracteres, só letras, números, espaço e . , \' - & / (sem emojis).',
  PIX_NOT_SET: 'Seu personal ainda não cadastrou uma chave PIX. Fale com ele pelo WhatsApp.',
  PRICE_NOT_SET: 'Seu personal ainda não definiu o preço deste plano. Fale com ele pelo WhatsApp.',
  PRICE_CHANGED: 'O preço deste plano mudou. Gere um novo código PIX e pague o valor atualizado.',
  PAYMENT_ALREADY_INFORMED: 'Este pagamento já foi informado ao seu personal.',
  CLAIM_NOT_FOUND: 'Pagamento não encontrado.',
  CLAIM_ALREADY_DECIDED: 'Este pagamento já foi confirmado ou recusado (talvez em outra aba). Nada foi alterado.',
  REJECT_REASON_REQUIRED: 'Escreva o motivo da recusa: o aluno vai lê-lo.',
} as const;
