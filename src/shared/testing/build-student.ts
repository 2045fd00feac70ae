import type { StudentDetail } from '#shared/contracts/students.ts';

/** A student as `GET /api/students/:id` returns them: new, without a plan or an anamnesis yet. */
export function buildStudent(overrides: Partial<StudentDetail> = {}): StudentDetail {
  return {
    id: 's1',
    name: 'Ana Souza',
    email: 'ana@exemplo.com',
    planStatus: 'pending_creation',
    planExpiryDate: null,
    whatsapp: null,
    observations: '',
    goal: null,
    anamnesis: null,
    workoutPlan: null,
    exerciseNames: {},
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    consentWithdrawnAt: null,
    planSource: null,
    ...overrides,
  };
}
