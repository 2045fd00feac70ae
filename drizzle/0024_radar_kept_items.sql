-- The radar reads, for every request, each card's first page over the trainer's students: computed
-- from their 26 weeks of training, that was ~30 ms of PostgreSQL per radar (issue 26 §2). The items
-- each student puts on the cards are kept here instead (decision 050), with the day they were computed
-- for, and computed again only for a student who changed since, or when the day turns. The triggers
-- below count every change the radar reads, whoever writes it (the app, a seed, an admin's SQL).
CREATE TABLE "radar_students" (
	"student_id" text PRIMARY KEY NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"personal_id" text NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL,
	"computed_changes" bigint,
	"computed_on" date
);
--> statement-breakpoint
CREATE INDEX "radar_students_personal_idx" ON "radar_students" ("personal_id");
--> statement-breakpoint
-- One row per item a student puts on a card, with the card's sort keys (radar-rows-repo.ts says which).
CREATE TABLE "radar_items" (
	"personal_id" text NOT NULL,
	"student_id" text NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"card" text NOT NULL,
	"item" json NOT NULL,
	"d" text,
	"n1" numeric,
	"n2" numeric,
	"n3" numeric,
	"t" text,
	"ord" integer
);
--> statement-breakpoint
-- A card's rows in its trainer's radar; 'Destaques' reads its three best per lift straight from it.
CREATE INDEX "radar_items_card_idx" ON "radar_items" ("personal_id", "card", "n1", "n2" DESC, "n3" DESC, "t", "student_id");
--> statement-breakpoint
CREATE INDEX "radar_items_student_idx" ON "radar_items" ("student_id");
--> statement-breakpoint
INSERT INTO radar_students (student_id, personal_id) SELECT id, personal_id FROM students;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION radar_students_added() RETURNS trigger AS $$
BEGIN
  INSERT INTO radar_students (student_id, personal_id) SELECT id, personal_id FROM added
    ON CONFLICT (student_id) DO UPDATE SET personal_id = excluded.personal_id,
      changes = radar_students.changes + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER students_radar_insert AFTER INSERT ON students REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION radar_students_added();
--> statement-breakpoint
-- A student who moves to another trainer leaves the old trainer's cards at once. The old trainer's
-- radar lock first (the one a recompute holds, radar-repo.ts): items a recompute is writing for the
-- student are committed before this delete runs, so none is left behind on the old trainer's radar.
CREATE OR REPLACE FUNCTION radar_student_changed() RETURNS trigger AS $$
BEGIN
  IF OLD.personal_id IS DISTINCT FROM NEW.personal_id THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('radar:' || OLD.personal_id, 0));
    DELETE FROM radar_items WHERE student_id = NEW.id;
  END IF;
  UPDATE radar_students SET personal_id = NEW.personal_id, changes = changes + 1 WHERE student_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER students_radar_update AFTER UPDATE ON students FOR EACH ROW
  WHEN (OLD.personal_id IS DISTINCT FROM NEW.personal_id OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.plan_status IS DISTINCT FROM NEW.plan_status OR OLD.plan_expiry_date IS DISTINCT FROM NEW.plan_expiry_date
    OR OLD.workout_plan IS DISTINCT FROM NEW.workout_plan OR OLD.ai_insights IS DISTINCT FROM NEW.ai_insights
    OR OLD.plan_started_on IS DISTINCT FROM NEW.plan_started_on OR OLD.last_trained_on IS DISTINCT FROM NEW.last_trained_on
    OR OLD.has_anamnesis IS DISTINCT FROM NEW.has_anamnesis)
  EXECUTE FUNCTION radar_student_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION radar_training_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE radar_students SET changes = changes + 1 WHERE student_id = OLD.student_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.student_id IS DISTINCT FROM OLD.student_id) THEN
    UPDATE radar_students SET changes = changes + 1 WHERE student_id = NEW.student_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A day counts once it is finished or has feedback: the sets of a workout under way change nothing here.
CREATE TRIGGER workout_days_radar_insert AFTER INSERT ON workout_days FOR EACH ROW
  WHEN (NEW.completed_at IS NOT NULL OR NEW.feedback IS NOT NULL)
  EXECUTE FUNCTION radar_training_changed();
--> statement-breakpoint
CREATE TRIGGER workout_days_radar_update AFTER UPDATE ON workout_days FOR EACH ROW
  WHEN ((OLD.completed_at IS NOT NULL OR OLD.feedback IS NOT NULL OR NEW.completed_at IS NOT NULL OR NEW.feedback IS NOT NULL)
    AND (OLD.completed_at IS DISTINCT FROM NEW.completed_at OR OLD.feedback IS DISTINCT FROM NEW.feedback
      OR OLD.workout_id IS DISTINCT FROM NEW.workout_id OR OLD.logged_exercise_ids IS DISTINCT FROM NEW.logged_exercise_ids
      OR OLD.date IS DISTINCT FROM NEW.date OR OLD.student_id IS DISTINCT FROM NEW.student_id))
  EXECUTE FUNCTION radar_training_changed();
--> statement-breakpoint
CREATE TRIGGER workout_days_radar_delete AFTER DELETE ON workout_days FOR EACH ROW
  WHEN (OLD.completed_at IS NOT NULL OR OLD.feedback IS NOT NULL)
  EXECUTE FUNCTION radar_training_changed();
--> statement-breakpoint
-- 'Destaques' reads the three key lifts' latest entries (radar-rows-repo.ts HIGHLIGHT_LIFTS) and the
-- first's last four weeks.
-- Both tables get the same three triggers.
DO $$
DECLARE
  tbl text;
  lifts text := $l$('supino-reto-barra', 'agachamento-livre-barra', 'remada-curvada-barra')$l$;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['performance_entries', 'performance_latest'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_radar_insert AFTER INSERT ON %1$s FOR EACH ROW
      WHEN (NEW.exercise_id IN %2$s) EXECUTE FUNCTION radar_training_changed()', tbl, lifts);
    EXECUTE format('CREATE TRIGGER %1$s_radar_update AFTER UPDATE ON %1$s FOR EACH ROW
      WHEN (OLD.exercise_id IN %2$s OR NEW.exercise_id IN %2$s) EXECUTE FUNCTION radar_training_changed()', tbl, lifts);
    EXECUTE format('CREATE TRIGGER %1$s_radar_delete AFTER DELETE ON %1$s FOR EACH ROW
      WHEN (OLD.exercise_id IN %2$s) EXECUTE FUNCTION radar_training_changed()', tbl, lifts);
  END LOOP;
END $$;
--> statement-breakpoint
-- The cards name exercises ('Exercício pulado', 'Destaques'): an exercise renamed, added or removed by
-- the admin (rare) sends every computed student back to be computed again.
CREATE OR REPLACE FUNCTION radar_exercises_changed() RETURNS trigger AS $$
BEGIN
  -- The seed's upsert at every start writes the same names again, or nothing: that changes nothing here.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM after_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM before_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM before_rows o LEFT JOIN after_rows n ON n.id = o.id
      WHERE n.id IS NULL OR n.name IS DISTINCT FROM o.name) THEN
    RETURN NULL;
  END IF;
  UPDATE radar_students SET changes = changes + 1 WHERE computed_on IS NOT NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER exercises_radar_insert AFTER INSERT ON exercises REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_exercises_changed();
--> statement-breakpoint
CREATE TRIGGER exercises_radar_update AFTER UPDATE ON exercises
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_exercises_changed();
--> statement-breakpoint
CREATE TRIGGER exercises_radar_delete AFTER DELETE ON exercises REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radar_exercises_changed();
