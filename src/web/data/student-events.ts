import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudentEvent } from '#shared/contracts/students.ts';
import { studentKeys } from './students.ts';

/**
 * The trainer's views that follow the students, besides the list and each student's detail: under the
 * students' keys, so the events below refresh them (kept here, off the shell every screen loads).
 */
export const progressKeys = {
  /** Under the student's own key: an event about them refreshes it. */
  progress: (id: string) => [...studentKeys.detail(id), 'progress'] as const,
  performance: (id: string) => [...studentKeys.detail(id), 'performance'] as const,
  radar: () => [...studentKeys.all, 'radar'] as const,
  radarCard: (card: string, page: number) => [...progressKeys.radar(), card, page] as const,
};

const OPS: readonly string[] = ['insert', 'update', 'delete'] satisfies StudentEvent['op'][];

// Checked by hand rather than with the zod schema: this runs on every page of the list, and zod would
// be the only reason to ship it there.
function parseEvent(data: unknown): StudentEvent | null {
  try {
    const value: unknown = JSON.parse(String(data));
    if (typeof value !== 'object' || value === null) return null;
    const { id, op } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof op === 'string' && OPS.includes(op)
      ? { id, op: op as StudentEvent['op'] }
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the open list and radar current: the server says when one of the trainer's students changes
 * (here, on another device, or by the student: an anamnesis, a finished workout, its feedback), and the
 * list pages, the radar's cards and that student's open views (progress, performance) refetch. EventSource reconnects by itself
 * after a drop, following the server's `retry:`; whatever changed meanwhile is caught up on reconnect
 * and on the server's `resync`.
 */
export function useStudentEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let connectedBefore = false;
    const refreshLists = () => {
      void client.invalidateQueries({ queryKey: studentKeys.lists() });
      void client.invalidateQueries({ queryKey: progressKeys.radar() });
    };

    const onStudent = (message: MessageEvent) => {
      const event = parseEvent(message.data);
      if (!event) return;
      if (event.op === 'delete') client.removeQueries({ queryKey: studentKeys.detail(event.id) });
      // An open dialog shows what changed (say, the anamnesis the student just sent); its form keeps
      // the version it read, so a save made on the old version still meets the conflict check.
      else void client.invalidateQueries({ queryKey: studentKeys.detail(event.id) });
      refreshLists();
    };
    const onOpen = () => {
      if (connectedBefore) refreshLists();
      connectedBefore = true;
    };

    source.addEventListener('student', onStudent);
    source.addEventListener('open', onOpen);
    // The server lost its database listener for a moment: changes may have been missed.
    source.addEventListener('resync', refreshLists);
    return () => {
      source.removeEventListener('student', onStudent);
      source.removeEventListener('resync', refreshLists);
      source.removeEventListener('open', onOpen);
      source.close();
    };
  }, [client]);
}
