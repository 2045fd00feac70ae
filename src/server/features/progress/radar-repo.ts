import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlStateOf } from '#server/db/pg-errors.ts';
import { preparedRows } from '#server/db/prepared.ts';
import { pageCount } from '#shared/contracts/pagination.ts';
import {
  RADAR_CARDS,
  RADAR_PAGE_SIZE,
  type Radar,
  type RadarCard,
  type RadarItem,
  type RadarPage,
} from '#shared/contracts/progress.ts';
import { cardRows, keptHighlights, ofStudents, pageOf, totalOf } from './radar-rows-repo.ts';

export { ATTENTION_DAYS, HIGHLIGHT_LIFTS, cardPageQuery, cardQuery, skippedExercises } from './radar-rows-repo.ts';

/** A student whose kept items were computed for another day, or before their last change. */
const stale = (today: string) =>
  sql`(k.computed_on is distinct from ${today}::date or k.computed_changes is distinct from k.changes)`;

/** A card's kept items for the trainer, with cardRows' columns ('Destaques' already ranked). */
const keptRows = (personalId: string, card: RadarCard) =>
  card === 'highlights'
    ? keptHighlights(personalId)
    : sql`(select * from radar_items where personal_id = ${personalId} and card = ${card})`;

const toPage = (rows: { item: RadarItem; total: number }[], page: number, total = rows[0]?.total ?? 0): RadarPage => ({
  items: rows.map((row) => row.item),
  total,
  page,
  pageCount: pageCount(total, RADAR_PAGE_SIZE),
});

/**
 * The trainer's radar (product §2, §9; issue 15) over the trainer's own students only, each card
 * paginated in SQL. The items each student puts on the cards are kept in `radar_items` (decision 050):
 * a read computes again only the students who changed since (the triggers of drizzle/0024 count their
 * changes) or whose items were computed for another day, then pages the kept rows. A radar nobody
 * changed is one statement over a few hundred small rows, on every instance.
 */
export function createRadarRepo(db: Db) {
  /**
   * Computes the stale students' items again, one trainer at a time (two readers at once would both
   * replace the same rows). A student marked as computed is one whose change count did not move while
   * their items were read: a change committed meanwhile leaves them stale for the next read.
   */
  async function refreshOnce(personalId: string, today: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`radar:${personalId}`}, 0))`);
      const { rows } = await tx.execute<{ student_id: string; changes: string }>(
        sql`select k.student_id, k.changes from radar_students k where k.personal_id = ${personalId} and ${stale(today)}`,
      );
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.student_id);
      const scope = ofStudents(ids);
      await tx.execute(sql`delete from radar_items where student_id = any(${sql.param(ids)}::text[])`);
      await tx.execute(sql`
        insert into radar_items (personal_id, student_id, card, item, d, n1, n2, n3, t, ord)
        select s.personal_id, r.student_id, r.card, r.item, r.d, r.n1, r.n2, r.n3, r.t, r.ord
        from (${sql.join(
          RADAR_CARDS.map((card) => sql`select ${card} as card, c.* from (${cardRows(card, scope, today)}) c`),
          sql` union all `,
        )}) r join students s on s.id = r.student_id and s.personal_id = ${personalId}`);
      await tx.execute(sql`
        update radar_students k set computed_on = ${today}::date, computed_changes = v.changes
        from unnest(${sql.param(ids)}::text[], ${sql.param(rows.map((row) => row.changes))}::bigint[]) v(id, changes)
        where k.student_id = v.id and k.changes = v.changes`);
    });
  }

  /**
   * A student erased while their items were being written fails the insert (their row is gone): the
   * whole recompute is rolled back and made again, without them.
   */
  async function refresh(personalId: string, today: string): Promise<void> {
    try {
      await refreshOnce(personalId, today);
    } catch (error) {
      if (sqlStateOf(error) !== '23503') throw error;
      await refreshOnce(personalId, today);
    }
  }

  /** How many of the trainer's students are stale, with every card's first page as kept. */
  const firstPages = (personalId: string, today: string): SQL => sql`
    select null as card, null::json as item, count(*)::int as total
    from radar_students k where k.personal_id = ${personalId} and ${stale(today)}
    ${sql.join(
      RADAR_CARDS.map(
        (card) => sql`union all select ${card}, p.item, p.total from (${pageOf(card, keptRows(personalId, card), 1, true)}) p`,
      ),
      sql` `,
    )}`;

  /** The radar's most frequent statement, prepared (its text is the same for every trainer and day). */
  async function readFirstPages(personalId: string, today: string) {
    const rows = await preparedRows<{ card: RadarCard | null; item: RadarItem | null; total: number }>(
      db,
      'radar-first-pages',
      firstPages(personalId, today),
    );
    return { stale: rows[0]!.total, rows };
  }

  return {
    /** Every card's first page. */
    async firstPages(personalId: string, today: string): Promise<Radar> {
      let read = await readFirstPages(personalId, today);
      if (read.stale > 0) {
        await refresh(personalId, today);
        read = await readFirstPages(personalId, today);
      }
      return Object.fromEntries(
        RADAR_CARDS.map((card) => {
          const rows = read.rows.filter((row) => row.card === card) as { item: RadarItem; total: number }[];
          return [card, toPage(rows, 1)];
        }),
      ) as Radar;
    },

    async card(personalId: string, card: RadarCard, today: string, page: number): Promise<RadarPage> {
      const { rows: waiting } = await db.execute<{ stale: boolean }>(
        sql`select exists (select 1 from radar_students k where k.personal_id = ${personalId} and ${stale(today)}) as stale`,
      );
      if (waiting[0]?.stale) await refresh(personalId, today);
      const { rows } = await db.execute<{ item: RadarItem; total: number }>(
        pageOf(card, keptRows(personalId, card), page, true),
      );
      // An offset past the end returns no row, and so no total: count again for the page count.
      if (rows.length === 0 && page > 1) {
        const { rows: counted } = await db.execute<{ total: number }>(totalOf(card, keptRows(personalId, card), true));
        return toPage(rows, page, counted[0]?.total ?? 0);
      }
      return toPage(rows, page);
    },
  };
}

export type RadarRepo = ReturnType<typeof createRadarRepo>;
