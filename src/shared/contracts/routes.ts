import { z } from 'zod';
import {
  CurrentSessionSchema,
  LoginBodySchema,
  RegisterBodySchema,
  SessionResponseSchema,
} from './account.ts';
import {
  AnamnesisDraftBodySchema,
  AnamnesisStateSchema,
  ConsentBodySchema,
  ConsentSchema,
  SubmitAnamnesisBodySchema,
} from './anamnesis.ts';
import {
  AssessmentInputSchema,
  AssessmentListSchema,
  AssessmentParamsSchema,
  AssessmentSchema,
  DeleteAssessmentQuerySchema,
  UpdateAssessmentBodySchema,
} from './assessments.ts';
import {
  AddAiKeyBodySchema,
  AiKeySchema,
  AiKeysSchema,
  AlternativesBodySchema,
  AlternativesResponseSchema,
  CorrectionBodySchema,
  CorrectionResponseSchema,
  GeneratePlanBodySchema,
  LearnedPreferencesSchema,
  KeyCheckSchema,
  ModificationBodySchema,
  PeriodizationBodySchema,
  PeriodizationResponseSchema,
  PlanCheckBodySchema,
  PlanCheckSchema,
  SplitResponseSchema,
  SuggestedExerciseSchema,
} from './ai.ts';
import { CoachReadingSchema, PersonCorrectionsSchema } from './coach-reading.ts';
import {
  ClaimBodySchema,
  ClaimSchema,
  ConfirmedClaimSchema,
  MyPaymentsSchema,
  PaymentSummarySchema,
  PixChargeBodySchema,
  PixChargeSchema,
  PixSettingsResponseSchema,
  PutPixBodySchema,
  RejectBodySchema,
  TrainerClaimSchema,
  TrainerClaimsSchema,
} from './payments.ts';
import {
  ExerciseFilterSchema,
  ExerciseIdSchema,
  ExerciseListQuerySchema,
  ExerciseSchema,
} from './exercises.ts';
import {
  AccessLogQuerySchema,
  AccessLogSchema,
  AuditListQuerySchema,
  AuditPageSchema,
  DataExportSchema,
} from './audit.ts';
import {
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  AdminUserSchema,
  DeleteUserQuerySchema,
  ExerciseBatchBodySchema,
  ExerciseBatchResultSchema,
  ExerciseEditSchema,
  ExerciseInputSchema,
  ExerciseNamesSchema,
  GeneratedExerciseSchema,
  GenerateExerciseBodySchema,
  UpdateUserBodySchema,
} from './admin.ts';
import { pageOf } from './pagination.ts';
import {
  AlertSettingsSchema,
  PushEndpointQuerySchema,
  PushSubscriptionBodySchema,
  ReminderSettingsSchema,
  RestAlarmBodySchema,
  VapidKeySchema,
} from './push.ts';
import { TestClockBodySchema, TestClockSchema } from './test-clock.ts';
import { ProfileSchema, UpdateSettingsBodySchema } from './profile.ts';
import { RecordIdSchema, UuidSchema } from './scalars.ts';
import {
  CreateStudentBodySchema,
  SavePlanBodySchema,
  StudentDetailSchema,
  StudentListItemSchema,
  StudentListQuerySchema,
  UpdateStudentBodySchema,
} from './students.ts';
import {
  AnalysisSchema,
  CoachTextSchema,
  PerformanceReviewSchema,
  RadarCardParamsSchema,
  RadarPageQuerySchema,
  RadarPageSchema,
  RadarSchema,
  StudentProgressSchema,
} from './progress.ts';
import {
  CalendarQuerySchema,
  CalendarSchema,
  DateParamsSchema,
  FeedbackSchema,
  FinishBodySchema,
  ProgressBodySchema,
  SetIdSchema,
  SetLogBodySchema,
  SetLogResultSchema,
  StudentHomeSchema,
  WorkoutDaySchema,
} from './training.ts';
import { LivenessSchema, ReadinessSchema } from './health.ts';

import {
  ApplyTemplateBodySchema,
  CreateTemplateBodySchema,
  PreviewTemplateBodySchema,
  TemplateApplyResultSchema,
  TemplateDetailSchema,
  TemplateListQuerySchema,
  TemplatePageSchema,
  TemplatePreviewSchema,
  UpdateTemplateBodySchema,
} from './templates.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 204;

/** What one route takes and answers when it succeeds; its errors are the shared error shape (errors.ts). */
export interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body of a successful answer (`z.null()` for 204). */
  response: z.ZodType;
  /** The success statuses, when not just 200. */
  status?: readonly SuccessStatus[];
}

const idParams = z.strictObject({ id: RecordIdSchema });
const exerciseIdParams = z.strictObject({ id: ExerciseIdSchema });
const uuidParams = z.strictObject({ id: UuidSchema });
const noContent = { response: z.null(), status: [204] } as const;

/**
 * Every JSON route of the API, keyed as the browser calls it: `METHOD /api/path` with `:name` for
 * a path parameter. The server registers its routes from these schemas (validation, serialisation,
 * OpenAPI), and the web types its calls against them. The web imports this module only as a type,
 * so the student's phone downloads none of it.
 *
 * Not here: `GET /api/openapi.json` (the documentation of this map), and `GET /api/events`, which
 * answers a `text/event-stream` the browser reads with `EventSource`, not JSON.
 */
export const API_ROUTES = {
  // Health (load balancers and the embedded start-up check).
  'GET /api/health': { response: LivenessSchema },

  // Account and session (product §1 'Login').
  'POST /api/register': { body: RegisterBodySchema, response: SessionResponseSchema, status: [201] },
  'POST /api/session': { body: LoginBodySchema, response: SessionResponseSchema },
  'GET /api/session': { response: CurrentSessionSchema },
  'DELETE /api/session': noContent,

  // The trainer's own profile and settings.
  'GET /api/profile': { response: ProfileSchema },
  'PUT /api/profile/settings': { body: UpdateSettingsBodySchema, response: ProfileSchema },
  // What 'Trocar Exercício' learned, listed in 'Configurações'; the trainer deletes each one.
  'GET /api/profile/preferences': { response: LearnedPreferencesSchema },
  'DELETE /api/profile/preferences/:id': { params: idParams, ...noContent },

  // The trainer's students and their plans.
  'GET /api/students': { query: StudentListQuerySchema, response: pageOf(StudentListItemSchema) },
  'POST /api/students': { body: CreateStudentBodySchema, response: StudentDetailSchema, status: [201] },
  'GET /api/students/:id': { params: idParams, response: StudentDetailSchema },
  'PATCH /api/students/:id': {
    params: idParams,
    body: UpdateStudentBodySchema,
    response: StudentDetailSchema,
  },
  'PUT /api/students/:id/plan': { params: idParams, body: SavePlanBodySchema, response: StudentDetailSchema },
  'DELETE /api/students/:id': { params: idParams, ...noContent },
  'POST /api/students/:id/plan-check': {
    params: idParams,
    body: PlanCheckBodySchema,
    response: PlanCheckSchema,
  },

  // The AI coach on one student (docs/decisions/027-ai-coach.md).
  'POST /api/students/:id/ai/split': { params: idParams, response: SplitResponseSchema },
  'POST /api/students/:id/ai/plan': {
    params: idParams,
    body: GeneratePlanBodySchema,
    response: StudentDetailSchema,
  },
  'POST /api/students/:id/ai/modification': {
    params: idParams,
    body: ModificationBodySchema,
    response: SuggestedExerciseSchema,
  },
  'POST /api/students/:id/ai/alternatives': {
    params: idParams,
    body: AlternativesBodySchema,
    response: AlternativesResponseSchema,
  },
  // What the student did (issue 15): progress, performance review, weekly summary, meals, the radar.
  'GET /api/students/:id/progress': { params: idParams, response: StudentProgressSchema },
  'GET /api/students/:id/performance': { params: idParams, response: PerformanceReviewSchema },
  'POST /api/students/:id/ai/weekly-summary': { params: idParams, response: CoachTextSchema },
  'POST /api/students/:id/ai/meals': { params: idParams, response: CoachTextSchema },
  'GET /api/radar': { response: RadarSchema },
  'GET /api/radar/:card': {
    params: RadarCardParamsSchema,
    query: RadarPageQuerySchema,
    response: RadarPageSchema,
  },
  'POST /api/students/:id/ai/periodization': {
    params: idParams,
    body: PeriodizationBodySchema,
    response: PeriodizationResponseSchema,
  },
  'POST /api/students/:id/ai/corrections': {
    params: idParams,
    body: CorrectionBodySchema,
    response: CorrectionResponseSchema,
  },
  // What the coach understood of the student, and the trainer's corrections (docs/decisions/030).
  'GET /api/students/:id/coach-reading': { params: idParams, response: CoachReadingSchema },
  'PUT /api/students/:id/coach-reading': {
    params: idParams,
    body: PersonCorrectionsSchema,
    response: CoachReadingSchema,
  },

  // The admin's shared Gemini keys.
  'GET /api/admin/ai-keys': { response: AiKeysSchema },
  'POST /api/admin/ai-keys': { body: AddAiKeyBodySchema, response: AiKeySchema, status: [201] },
  'DELETE /api/admin/ai-keys/:id': { params: uuidParams, ...noContent },
  'POST /api/admin/ai-keys/:id/check': { params: uuidParams, response: KeyCheckSchema },

  // The exercise database.
  'GET /api/exercises': { query: ExerciseListQuerySchema, response: pageOf(ExerciseSchema) },

  // The admin's exercise database ('Base de Exercícios') and users ('Usuários').
  'GET /api/admin/exercises': { query: ExerciseListQuerySchema, response: pageOf(ExerciseSchema) },
  'GET /api/admin/exercises/names': { query: ExerciseFilterSchema, response: ExerciseNamesSchema },
  'POST /api/admin/exercises': { body: ExerciseInputSchema, response: ExerciseSchema, status: [201] },
  'PUT /api/admin/exercises/:id': {
    params: exerciseIdParams,
    body: ExerciseEditSchema,
    response: ExerciseSchema,
  },
  'POST /api/admin/exercises/batch': {
    body: ExerciseBatchBodySchema,
    response: ExerciseBatchResultSchema,
    status: [201],
  },
  'POST /api/admin/exercises/generate': {
    body: GenerateExerciseBodySchema,
    response: GeneratedExerciseSchema,
  },
  'GET /api/admin/users': { query: AdminUserListQuerySchema, response: AdminUserPageSchema },
  'PATCH /api/admin/users/:id': { params: idParams, body: UpdateUserBodySchema, response: AdminUserSchema },
  'DELETE /api/admin/users/:id': { params: idParams, query: DeleteUserQuerySchema, ...noContent },
  'GET /api/admin/audit': { query: AuditListQuerySchema, response: AuditPageSchema },

  // The signed-in student's own training: no route takes a student id.
  'GET /api/me': { response: StudentHomeSchema },
  'GET /api/me/calendar': { query: CalendarQuerySchema, response: CalendarSchema },
  'GET /api/me/workouts/:date': { params: DateParamsSchema, response: WorkoutDaySchema },
  'PUT /api/me/sets/:id': {
    params: z.strictObject({ id: SetIdSchema }),
    body: SetLogBodySchema,
    response: SetLogResultSchema,
    status: [200, 201],
  },
  'PUT /api/me/workouts/:date/progress': { params: DateParamsSchema, body: ProgressBodySchema, ...noContent },
  'POST /api/me/workouts/:date/finish': { params: DateParamsSchema, body: FinishBodySchema, ...noContent },
  'PUT /api/me/workouts/:date/feedback': { params: DateParamsSchema, body: FeedbackSchema, ...noContent },
  'POST /api/me/workouts/:date/analysis': { params: DateParamsSchema, response: AnalysisSchema },
  'DELETE /api/me/workouts/:date': { params: DateParamsSchema, ...noContent },

  // Who read the student's health answers (LGPD Art. 37).
  'GET /api/me/access-log': { query: AccessLogQuerySchema, response: AccessLogSchema },
  'GET /api/me/export': { response: DataExportSchema },
  'DELETE /api/me/anamnesis': { ...noContent },

  // The student's own anamnesis.
  'GET /api/me/anamnesis': { response: AnamnesisStateSchema },
  'POST /api/me/anamnesis/consent': { body: ConsentBodySchema, response: ConsentSchema, status: [201] },
  'PUT /api/me/anamnesis/draft': { body: AnamnesisDraftBodySchema, ...noContent },
  'PUT /api/me/anamnesis': { body: SubmitAnamnesisBodySchema, ...noContent },

  // Web Push (decision 044): this device's subscription, the student's reminders, the trainer's
  // alerts, and the push at the end of a rest while the page is hidden.
  'GET /api/push/key': { response: VapidKeySchema },
  'POST /api/push/subscriptions': { body: PushSubscriptionBodySchema, ...noContent },
  'DELETE /api/push/subscriptions': { query: PushEndpointQuerySchema, ...noContent },
  'GET /api/me/reminders': { response: ReminderSettingsSchema },
  'PUT /api/me/reminders': { body: ReminderSettingsSchema, response: ReminderSettingsSchema },
  'GET /api/alerts': { response: AlertSettingsSchema },
  'PUT /api/alerts': { body: AlertSettingsSchema, response: AlertSettingsSchema },
  'PUT /api/me/rest-alarm': { body: RestAlarmBodySchema, ...noContent },
  'DELETE /api/me/rest-alarm': { ...noContent },

  // Operations (issue 26 §3, decision 047): the load balancer's readiness probe.
  'GET /api/health/ready': { response: ReadinessSchema },

  // ── Renovação por PIX (issue 25 §1, decision 043) ──
  // The trainer's PIX key and receiver ('Configurações').
  'GET /api/profile/pix': { response: PixSettingsResponseSchema },
  'PUT /api/profile/pix': { body: PutPixBodySchema, response: PixSettingsResponseSchema },
  // The student: whether PIX is offered and their claims; a code for 1, 3 or 6 months; 'Já paguei'.
  'GET /api/me/payments': { response: MyPaymentsSchema },
  'POST /api/me/payments/pix': { body: PixChargeBodySchema, response: PixChargeSchema },
  'POST /api/me/payments': { body: ClaimBodySchema, response: ClaimSchema, status: [201] },
  // The trainer: claims waiting ('Pendências'), a student's history, the month's total, the decision.
  'GET /api/payments/pending': { response: TrainerClaimsSchema },
  'GET /api/payments/summary': { response: PaymentSummarySchema },
  'GET /api/students/:id/payments': { params: idParams, response: TrainerClaimsSchema },
  'POST /api/payments/:id/confirm': { params: uuidParams, response: ConfirmedClaimSchema },
  'POST /api/payments/:id/reject': { params: uuidParams, body: RejectBodySchema, response: TrainerClaimSchema },

  // The trainer's plan library ('Biblioteca de Treinos', issue 24 §1, docs/decisions/042-plan-templates.md).
  'GET /api/templates': { query: TemplateListQuerySchema, response: TemplatePageSchema },
  'POST /api/templates': { body: CreateTemplateBodySchema, response: TemplateDetailSchema, status: [201] },
  'GET /api/templates/:id': { params: idParams, response: TemplateDetailSchema },
  'PUT /api/templates/:id': { params: idParams, body: UpdateTemplateBodySchema, response: TemplateDetailSchema },
  'DELETE /api/templates/:id': { params: idParams, ...noContent },
  'POST /api/templates/:id/duplicate': { params: idParams, response: TemplateDetailSchema, status: [201] },
  'POST /api/templates/:id/preview': {
    params: idParams,
    body: PreviewTemplateBodySchema,
    response: TemplatePreviewSchema,
  },
  'POST /api/templates/:id/apply': {
    params: idParams,
    body: ApplyTemplateBodySchema,
    response: TemplateApplyResultSchema,
  },

  // Physical assessment ('Avaliação Física', issue 24 §2; docs/decisions/041): the trainer of the
  // student (or the admin) records and edits; the student reads their own. Health data: reads audited.
  'GET /api/students/:id/assessments': { params: idParams, response: AssessmentListSchema },
  'POST /api/students/:id/assessments': {
    params: idParams,
    body: AssessmentInputSchema,
    response: AssessmentSchema,
    status: [201],
  },
  'PUT /api/students/:id/assessments/:assessmentId': {
    params: AssessmentParamsSchema,
    body: UpdateAssessmentBodySchema,
    response: AssessmentSchema,
  },
  'DELETE /api/students/:id/assessments/:assessmentId': {
    params: AssessmentParamsSchema,
    query: DeleteAssessmentQuerySchema,
    ...noContent,
  },
  'GET /api/me/assessments': { response: AssessmentListSchema },

  // ── Test-only (decision 044): registered only by a server started with TEST_CLOCK=1, which
  // production refuses (src/server/env.ts); listed in TEST_ONLY_ROUTES below. A journey moves that
  // server's clock and the push queue's job runs at the new instant.
  'PUT /api/test/clock': { body: TestClockBodySchema, response: TestClockSchema },
} as const satisfies Record<`${HttpMethod} /api/${string}`, RouteContract>;

export type ApiRoutes = typeof API_ROUTES;
export type RouteKey = keyof ApiRoutes;

/** The routes of the map a server registers only when started for tests (TEST_CLOCK=1). */
export const TEST_ONLY_ROUTES = ['PUT /api/test/clock'] as const satisfies readonly RouteKey[];

type Field<K extends RouteKey, F extends 'params' | 'query' | 'body'> =
  ApiRoutes[K] extends Record<F, infer S extends z.ZodType> ? z.input<S> : undefined;

/** The path parameters a call fills in (`:id` → `{ id }`), or `undefined` for a route without any. */
export type ParamsOf<K extends RouteKey> = Field<K, 'params'>;
/** The query string a call sends, before the server's defaults are applied. */
export type QueryOf<K extends RouteKey> = Field<K, 'query'>;
/** The JSON body a call sends. */
export type BodyOf<K extends RouteKey> = Field<K, 'body'>;
/** What the browser receives: the success body as serialised by the server. */
export type ResponseOf<K extends RouteKey> = z.output<ApiRoutes[K]['response']>;
/** The method and the path of a key (`'GET /api/me'` → `'GET'`, `'/api/me'`). */
export type MethodOf<K extends RouteKey> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<K extends RouteKey> = K extends `${HttpMethod} ${infer P}` ? P : never;
