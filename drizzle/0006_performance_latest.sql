CREATE TABLE "performance_latest" (
	"student_id" text NOT NULL,
	"exercise_id" text NOT NULL,
	"date" date NOT NULL,
	"weight" double precision NOT NULL,
	"reps" integer NOT NULL,
	CONSTRAINT "performance_latest_student_id_exercise_id_pk" PRIMARY KEY("student_id","exercise_id")
);
--> statement-breakpoint
ALTER TABLE "performance_latest" ADD CONSTRAINT "performance_latest_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 'Última vez' reads, per exercise, the newest entry of a student's history. performance_latest keeps
-- that row per student and exercise: after any statement that writes entries, the pairs it touched are
-- recomputed from the entries themselves, so whoever writes them (finishing, resetting, a seed) keeps it right.
CREATE OR REPLACE FUNCTION performance_latest_refresh_pairs(pairs jsonb) RETURNS void AS $$
  INSERT INTO performance_latest AS l (student_id, exercise_id, date, weight, reps)
    SELECT DISTINCT ON (e.student_id, e.exercise_id) e.student_id, e.exercise_id, e.date, e.weight, e.reps
    FROM performance_entries e
    JOIN jsonb_to_recordset(pairs) AS c(student_id text, exercise_id text)
      ON e.student_id = c.student_id AND e.exercise_id = c.exercise_id
    ORDER BY e.student_id, e.exercise_id, e.date DESC
  ON CONFLICT (student_id, exercise_id)
    DO UPDATE SET date = excluded.date, weight = excluded.weight, reps = excluded.reps;
  DELETE FROM performance_latest l
    USING jsonb_to_recordset(pairs) AS c(student_id text, exercise_id text)
    WHERE l.student_id = c.student_id AND l.exercise_id = c.exercise_id
      AND NOT EXISTS (SELECT 1 FROM performance_entries e
                      WHERE e.student_id = l.student_id AND e.exercise_id = l.exercise_id);
$$ LANGUAGE sql;
--> statement-breakpoint
-- One writer per student at a time: a second transaction waits here until the first commits, and its
-- recomputation (a new statement, a new snapshot) then sees the first one's entries too.
CREATE OR REPLACE FUNCTION performance_latest_refresh() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('performance_latest ' || student_id, 0))
    FROM (SELECT DISTINCT student_id FROM changed ORDER BY student_id) s;
  PERFORM performance_latest_refresh_pairs(
    (SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('student_id', student_id, 'exercise_id', exercise_id)), '[]')
     FROM changed));
  IF TG_OP = 'UPDATE' THEN
    PERFORM performance_latest_refresh_pairs(
      (SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('student_id', student_id, 'exercise_id', exercise_id)), '[]')
       FROM changed_old));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER performance_latest_insert AFTER INSERT ON performance_entries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION performance_latest_refresh();
--> statement-breakpoint
CREATE TRIGGER performance_latest_update AFTER UPDATE ON performance_entries
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION performance_latest_refresh();
--> statement-breakpoint
CREATE TRIGGER performance_latest_delete AFTER DELETE ON performance_entries
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION performance_latest_refresh();
--> statement-breakpoint
INSERT INTO performance_latest (student_id, exercise_id, date, weight, reps)
  SELECT DISTINCT ON (student_id, exercise_id) student_id, exercise_id, date, weight, reps
  FROM performance_entries ORDER BY student_id, exercise_id, date DESC;
