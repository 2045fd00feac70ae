import { t } from '#web/i18n/pt-BR.ts';
import { aiNotices } from '#web/lib/api-client.ts';
import { toast } from './ui/toaster.tsx';

const NOTICES = { 'key-rotated': 'ai.keyRotated', 'local-fallback': 'ai.localFallback' } as const;

/**
 * Runs one AI request and says what its answer's notice reported: a key over quota was skipped (spec
 * §8, info toast), or the remote AI failed and the local coach answered instead.
 */
export async function aiCall<T>(request: () => Promise<T>): Promise<T> {
  const heard = new Set<keyof typeof NOTICES>();
  const listeners = Object.keys(NOTICES).map((notice) => {
    const mark = () => heard.add(notice as keyof typeof NOTICES);
    aiNotices.addEventListener(notice, mark);
    return () => aiNotices.removeEventListener(notice, mark);
  });
  try {
    return await request();
  } finally {
    for (const stop of listeners) stop();
    for (const notice of heard) toast(t(NOTICES[notice]));
  }
}
