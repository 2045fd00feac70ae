import { ERROR_MESSAGES, type ErrorCode } from '#shared/contracts/error-messages.ts';
import { planStrings } from './strings/plans.ts';
import { settingsStrings } from './strings/settings.ts';
import { studentDialogStrings } from './strings/student-dialog.ts';
import { studentStrings } from './strings/students.ts';

/** Every string a person reads. The spec's wording wins; keys are typed, so a missing one fails the build. */
const strings = {
  'app.loading': 'Carregando...',
  'brand.first': 'Rumo',
  'brand.second': 'Fit',
  'brand.tagline': 'Conectando você aos seus resultados',

  'auth.tabs.label': 'Entrar ou criar conta',
  'auth.tab.login': 'Login',
  'auth.tab.register': 'Registrar (Personal)',
  'auth.field.name': 'Nome completo',
  'auth.field.email': 'Email',
  'auth.field.password': 'Senha',
  'auth.passwordHint': 'Mínimo de 8 caracteres. Evite senhas comuns.',
  'auth.submit.login': 'Entrar',
  'auth.submit.register': 'Criar Conta',
  'auth.busy': 'Carregando...',

  'header.adminPanel': 'Painel Admin',
  'header.viewAsPersonal': 'Ver como Personal',
  'header.settings': 'Configurações',
  'header.logout': 'Sair',

  'settings.title': 'Configurações',
  'settings.account': 'Sua conta',
  'settings.name': 'Nome',
  'settings.email': 'Email',
  'settings.role': 'Perfil',
  'settings.close': 'Fechar',
  'role.admin': 'Administrador',
  'role.personal': 'Personal',
  'role.student': 'Aluno',

  'admin.title': 'Painel de Administração',
  'admin.intro': 'Chaves de API, base de exercícios e usuários de toda a plataforma.',
  'student.greeting': 'Olá, {name}!',
  'student.intro': 'Seu treino de hoje aparecerá aqui assim que seu personal preparar o plano.',

  'notFound.title': 'Página não encontrada',
  'notFound.back': 'Voltar ao início',

  'errors.NETWORK': 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
} as const;

type ErrorKeys = { [K in ErrorCode as `errors.${K}`]: string };

const errorStrings = Object.fromEntries(
  Object.entries(ERROR_MESSAGES).map(([code, message]) => [`errors.${code}`, message]),
) as ErrorKeys;

export const ptBR = {
  ...strings,
  ...studentStrings,
  ...planStrings,
  ...settingsStrings,
  ...studentDialogStrings,
  ...errorStrings,
};
export type MessageKey = keyof typeof ptBR;

/** `t('student.greeting', { name: 'Ana' })` → 'Olá, Ana!' */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  return ptBR[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

export function errorMessage(code: string, vars: Record<string, string> = {}): string {
  const key = `errors.${code}`;
  return t(key in ptBR ? (key as MessageKey) : 'errors.INTERNAL', vars);
}
