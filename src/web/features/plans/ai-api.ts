import { useMutation } from '@tanstack/react-query';
import type { AlternativesBody, CorrectionBody, ModificationBody } from '#shared/contracts/ai.ts';
import { aiCall } from '#web/components/ai-call.ts';
import { api } from '#web/lib/api-client.ts';

/** 'Variar Exercício', 'Sugerir Progressão', 'Sugerir Regressão' for one row of the draft. */
export function useModification(studentId: string) {
  return useMutation({
    mutationFn: (body: ModificationBody) =>
      aiCall(() => api('POST /api/students/:id/ai/modification', { params: { id: studentId }, body })),
  });
}

/** 'Trocar Exercício': fitting exercises for the same muscle, from the catalogue's rules. */
export function useAlternatives(studentId: string) {
  return useMutation({
    mutationFn: (body: AlternativesBody) =>
      api('POST /api/students/:id/ai/alternatives', { params: { id: studentId }, body }),
  });
}

/** A correction of an AI suggestion, with the trainer's reason: the AI learns it. */
export function useCorrection(studentId: string) {
  return useMutation({
    mutationFn: (body: CorrectionBody) =>
      api('POST /api/students/:id/ai/corrections', { params: { id: studentId }, body }),
  });
}
