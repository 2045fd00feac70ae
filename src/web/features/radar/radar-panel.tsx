import { useId, useState } from 'react';
import { AlertTriangle, CalendarX, ListChecks, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import type { RadarCard, RadarPage } from '#shared/contracts/progress.ts';
import { RADAR_CARDS } from '#shared/domain/progress/radar-cards.ts';
import { useStudentEvents } from '#web/data/student-events.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ListPagination } from '#web/components/ui/pagination.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { ClaimsCard } from './claims-card.tsx';
import { useRadar, useRadarCard } from './api.ts';
import { RadarEntry } from './radar-item.tsx';

const ICONS: Record<RadarCard, LucideIcon> = {
  insights: Sparkles,
  attention: AlertTriangle,
  engagement: CalendarX,
  highlights: Trophy,
  pending: ListChecks,
};

function Card({
  card,
  first,
  onOpenStudent,
}: {
  card: RadarCard;
  first: RadarPage;
  onOpenStudent: (id: string) => void;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const later = useRadarCard(card, page);
  const shown = page > 1 && later.data ? later.data : first;
  const Icon = ICONS[card];
  const title = t(`radar.card.${card}`);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        <span className="flex-1">{title}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">
          {first.total}
        </span>
      </h2>
      {shown.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t(`radar.empty.${card}`)}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-busy={later.isFetching}>
          {shown.items.map((item, i) => (
            <RadarEntry key={`${item.studentId}-${item.kind}-${i}`} item={item} onOpen={onOpenStudent} />
          ))}
        </ul>
      )}
      {first.pageCount > 1 ? (
        <ListPagination
          page={page}
          pageCount={Math.max(first.pageCount, later.data?.pageCount ?? 1)}
          onPage={setPage}
          label={title}
        />
      ) : null}
    </section>
  );
}

/**
 * 'Ver Radar' (product §2): who is hurting, who stopped coming, who is flying and what waits for the
 * trainer, over every student at once. Computed on the server for the trainer's own students; each
 * card pages on its own; the server's student events keep it current.
 */
export function RadarPanel({ onOpenStudent }: { onOpenStudent: (id: string) => void }) {
  useStudentEvents();
  const radar = useRadar();
  if (radar.isError)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-5 text-center ring-1 ring-red-200">
        <p className="font-semibold text-red-800">{t('radar.error')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void radar.refetch()}>
          {t('radar.retry')}
        </Button>
      </div>
    );
  if (!radar.data) return <Spinner label={t('radar.loading')} />;
  const data = radar.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ClaimsCard />
      {RADAR_CARDS.map((card) => (
        <Card key={card} card={card} first={data[card]} onOpenStudent={onOpenStudent} />
      ))}
    </div>
  );
}
