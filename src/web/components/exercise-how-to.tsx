import type { ExerciseInfo } from '#shared/contracts/training.ts';
import { embedUrl, videoId } from '#shared/domain/exercises/video-id.ts';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { PlainText } from '#web/components/plain-text.tsx';
import { textBlocks } from '#web/lib/text-blocks.ts';

/**
 * How to do an exercise: its gif first, else the embedded YouTube player when a video id can be read
 * from its link (product §5), then its tutorial as plain text (never injected as HTML).
 */
export function ExerciseHowTo({ info, name }: { info: ExerciseInfo | undefined; name: string }) {
  const id = info?.gifUrl ? null : videoId(info?.videoUrl);
  const hasText = textBlocks(info?.tutorial).length > 0;
  return (
    <div className="flex flex-col gap-3 text-slate-800">
      {info?.gifUrl ? (
        <img
          src={info.gifUrl}
          alt={t('workout.howToDialog.gif', { exercise: name })}
          loading="lazy"
          className="max-h-64 w-full rounded-lg bg-slate-100 object-contain"
        />
      ) : id ? (
        <iframe
          src={embedUrl(id)}
          title={t('workout.howToDialog.video', { exercise: name })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="aspect-video w-full rounded-lg bg-slate-100"
        />
      ) : null}
      <PlainText text={info?.tutorial} />
      {!info?.gifUrl && !id && !hasText ? (
        <p className="text-slate-600">{t('workout.howToDialog.empty')}</p>
      ) : null}
    </div>
  );
}
