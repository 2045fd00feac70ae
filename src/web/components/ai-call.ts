import { t } from '#web/i18n/pt-BR.ts';
import { aiNotices } from '#web/lib/api-client.ts';
import { toast } from './ui/toaster.tsx';

/** Runs one AI request; if a key over quota was skipped to answer it, says so (spec §8, info toast). */
export async function aiCall<T>(request: () => Promise<T>): Promise<T> {
  let rotated = false;
  const mark = () => {
    rotated = true;
  };
  aiNotices.addEventListener('key-rotated', mark);
  try {
    return await request();
  } finally {
    aiNotices.removeEventListener('key-rotated', mark);
    if (rotated) toast(t('ai.keyRotated'));
  }
}
