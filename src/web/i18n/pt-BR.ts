import { COMMON_ERROR_MESSAGES } from '#shared/contracts/common-error-messages.ts';
import type { ErrorCode } from '#shared/contracts/error-messages.ts';
import type { AnamnesisFieldStrings, AnamnesisStrings } from './anamnesis-strings.ts';
import type { TrainerStrings } from './trainer-strings.ts';
import type { AnalysisStrings } from './analysis-strings.ts';
import type { AssessmentStrings } from './assessment-strings.ts';
import type { StudentDialogStrings } from './student-dialog-strings.ts';
import type { WorkoutStrings } from './workout-strings.ts';
import { offlineStrings } from './strings/offline.ts';
import { studentHomeStrings } from './strings/student-home.ts';

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
  'header.privacy': 'Seus dados',
  'header.assessments': 'Minhas avaliações',

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

  'notFound.title': 'Página não encontrada',
  'notFound.back': 'Voltar ao início',

  'toast.region': 'Notificações',
  'toast.close': 'Fechar notificação',

  'errors.NETWORK': 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
} as const;

type ErrorKeys = { [K in ErrorCode as `errors.${K}`]: string };

/** `errors.CODE` keys for a table of error messages. */
export function errorKeys(messages: Partial<Record<ErrorCode, string>>): Partial<ErrorKeys> {
  return Object.fromEntries(Object.entries(messages).map(([code, message]) => [`errors.${code}`, message]));
}

// The trainer's and admin's errors load with their screens (trainer-strings.ts).
const errorStrings = errorKeys(COMMON_ERROR_MESSAGES) as ErrorKeys;

/**
 * The strings every screen loads (the student's first screen among them). The trainer's and admin's
 * screens add theirs when they load (trainer-strings.ts), so a student never downloads them; the
 * anamnesis screens add theirs likewise (anamnesis-strings.ts), and both add the answers' labels; the
 * workout run's and the home's dialogs' come with their modules (workout-strings.ts,
 * student-dialog-strings.ts).
 */
export const ptBR = {
  ...strings,
  ...studentHomeStrings,
  ...offlineStrings,
  ...errorStrings,
};
export type MessageKey =
  | keyof typeof ptBR
  | keyof TrainerStrings
  | keyof AnamnesisStrings
  | keyof AnamnesisFieldStrings
  | keyof AnalysisStrings
  | keyof WorkoutStrings
  | keyof AssessmentStrings
  | keyof StudentDialogStrings;

// A copy: `ptBR` stays the table every screen loads (src/web/i18n/student-strings.test.ts checks against it).
const loaded: Partial<Record<string, string>> = { ...ptBR };

/** Called by the *-strings.ts beside this file when their screens load. */
export function addMessages(more: Partial<Record<MessageKey, string>>): void {
  Object.assign(loaded, more);
}

/** `t('student.greeting', { name: 'Ana' })` → 'Olá, Ana!' */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text = loaded[key];
  if (text === undefined) {
    // A trainer string on a screen that loaded without trainer-strings.ts: a bug, shown plainly.
    console.error(`[i18n] '${key}' is not loaded: import #web/i18n/trainer-strings.ts with the screen`);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

export function errorMessage(code: string, vars: Record<string, string> = {}): string {
  const key = `errors.${code}`;
  return t(key in loaded ? (key as MessageKey) : 'errors.INTERNAL', vars);
}
