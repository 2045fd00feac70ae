-- 'Revisão de Performance' sends every performance entry of a student, per exercise, with its record,
-- and the totals over every logged set: built from the entries and the sets for every request, that
-- was ~1,250 JSON objects, ~2,000 sets summed and ~5 ms of PostgreSQL for a student with 26 weeks of
-- history (issue 26 §2). Both are kept here instead (decision 051): the review's exercises as the JSON
-- text it sends, recomputed from the entries after every statement that writes them (finishing a day,
-- a reset, a seed, an admin's SQL), and each student's totals, added to by every set logged and
-- counted again when sets are changed or removed.
CREATE TABLE "performance_review" (
	"student_id" text PRIMARY KEY NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"exercises" text NOT NULL
);
--> statement-breakpoint
-- The student's exercises as the review's JSON array holds them (without its brackets), in the order
-- of their names: each one's points oldest first ({date, weight, reps}) and its record as records.ts
-- `personalRecord` makes it: the heaviest weight above 0, more reps breaking a tie, the earliest date
-- keeping it, with Epley's estimate to 1 decimal (`epley`: one rep is the weight itself, no reps is 0),
-- in the same float8 arithmetic as JavaScript's. performance-review-kept.test.ts compares the two.
CREATE OR REPLACE FUNCTION performance_review_exercises(student text) RETURNS text AS $$
  SELECT coalesce(string_agg('{"exerciseId":' || to_json(x.exercise_id)::text || ',"name":' || to_json(x.name)::text
      || ',"points":' || x.points || ',"record":' || coalesce(x.record, 'null') || '}', ',' ORDER BY x.name), '')
  FROM (
    SELECT g.exercise_id, coalesce(e.name, g.exercise_id) AS name, g.points,
      (SELECT row_to_json(r)::text
         FROM (SELECT b.date, b.weight, b.reps,
                 CASE WHEN b.reps <= 0 THEN 0::float8
                      WHEN b.reps = 1 THEN b.weight
                      ELSE floor(b.weight * (1 + b.reps::float8 / 30) * 10 + 0.5) / 10 END AS e1rm
               FROM performance_entries b
               WHERE b.student_id = student AND b.exercise_id = g.exercise_id AND b.weight > 0
               ORDER BY b.weight DESC, b.reps DESC, b.date ASC LIMIT 1) r) AS record
    FROM (SELECT p.exercise_id, '[' || string_agg(row_to_json(q)::text, ',' ORDER BY q.date) || ']' AS points
          FROM performance_entries p CROSS JOIN LATERAL (SELECT p.date, p.weight, p.reps) q
          WHERE p.student_id = student GROUP BY p.exercise_id) g
    LEFT JOIN exercises e ON e.id = g.exercise_id) x;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Computes and keeps a student's exercises (nothing for a student erased meanwhile). One computation
-- per student at a time (the lock performance_latest's trigger takes), and none while the catalogue's
-- names change (the lock below): what is kept was computed from committed entries and current names.
CREATE OR REPLACE FUNCTION performance_review_refresh(student text) RETURNS void AS $$
BEGIN
  -- The student's lock first, as the entries' triggers take them, so no two orders can meet.
  PERFORM pg_advisory_xact_lock(hashtextextended('performance_latest ' || student, 0));
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('performance_review names', 0));
  INSERT INTO performance_review AS k (student_id, exercises)
    SELECT student, performance_review_exercises(student) WHERE EXISTS (SELECT 1 FROM students WHERE id = student)
  ON CONFLICT (student_id) DO UPDATE SET exercises = excluded.exercises;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION performance_review_entries_changed() RETURNS trigger AS $$
DECLARE
  touched text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(student_id ORDER BY student_id) INTO touched
      FROM (SELECT student_id FROM changed UNION SELECT student_id FROM changed_old) s;
  ELSE
    SELECT array_agg(DISTINCT student_id ORDER BY student_id) INTO touched FROM changed;
  END IF;
  PERFORM performance_review_refresh(student) FROM unnest(touched) AS student;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER performance_review_insert AFTER INSERT ON performance_entries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION performance_review_entries_changed();
--> statement-breakpoint
CREATE TRIGGER performance_review_update AFTER UPDATE ON performance_entries
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION performance_review_entries_changed();
--> statement-breakpoint
CREATE TRIGGER performance_review_delete AFTER DELETE ON performance_entries
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION performance_review_entries_changed();
--> statement-breakpoint
-- The review names the exercises: one renamed, added or removed by the admin (rare) drops every kept
-- review, and each is computed again when it is next read (progress/repo.ts). The seed's upsert at
-- every start writes the same names again, or nothing: that drops nothing.
CREATE OR REPLACE FUNCTION performance_review_names_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM after_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM before_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM before_rows o LEFT JOIN after_rows n ON n.id = o.id
      WHERE n.id IS NULL OR n.name IS DISTINCT FROM o.name) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('performance_review names', 0));
  DELETE FROM performance_review;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER exercises_performance_review_insert AFTER INSERT ON exercises REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION performance_review_names_changed();
--> statement-breakpoint
CREATE TRIGGER exercises_performance_review_update AFTER UPDATE ON exercises
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION performance_review_names_changed();
--> statement-breakpoint
CREATE TRIGGER exercises_performance_review_delete AFTER DELETE ON exercises REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION performance_review_names_changed();
--> statement-breakpoint
-- The heaviest load and the sum of load × reps over the student's sets up to `through` (exact:
-- numeric), kept from one day to the next: the review adds the sets after `through` (today's, a few)
-- to them, so logging a set writes nothing here. The progress repository keeps them through yesterday
-- when it reads a review whose `through` is older (performance_totals_keep).
CREATE TABLE "performance_totals" (
	"student_id" text PRIMARY KEY NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"through" date NOT NULL,
	"max_weight" double precision,
	"volume" numeric NOT NULL
);
--> statement-breakpoint
-- Under the student's training lock (drizzle/0022), exclusive: no set is being written meanwhile, so
-- what is kept holds every committed set up to `through`. Nothing for a student erased meanwhile.
CREATE OR REPLACE FUNCTION performance_totals_keep(student text, through_day date) RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('training:' || student, 0));
  INSERT INTO performance_totals AS k (student_id, through, max_weight, volume)
    SELECT student, through_day, a.max_weight, a.volume
    FROM (SELECT max(weight) AS max_weight, coalesce(sum((weight * reps)::numeric), 0) AS volume
          FROM workout_sets WHERE student_id = student AND date <= through_day) a
    WHERE EXISTS (SELECT 1 FROM students WHERE id = student)
  ON CONFLICT (student_id) DO UPDATE
    SET through = excluded.through, max_weight = excluded.max_weight, volume = excluded.volume;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A set written, changed or removed on or before a kept `through` (an outbox sending yesterday's sets
-- after midnight, a past day reset, a JSON batch, an admin's SQL) drops that student's kept totals; the
-- next review keeps them again. The lock, shared, as every set's: a keep waits for the set, or it for it.
CREATE OR REPLACE FUNCTION performance_totals_drop() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('training:' || OLD.student_id, 0));
    DELETE FROM performance_totals WHERE student_id = OLD.student_id AND through >= OLD.date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('training:' || NEW.student_id, 0));
    DELETE FROM performance_totals WHERE student_id = NEW.student_id AND through >= NEW.date;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER workout_sets_totals AFTER INSERT OR UPDATE OR DELETE ON workout_sets
  FOR EACH ROW EXECUTE FUNCTION performance_totals_drop();
