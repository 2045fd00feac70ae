ALTER TABLE "workout_days" ADD COLUMN "logged_exercise_ids" text[];--> statement-breakpoint
-- The radar's 'exercício pulado' asks, of each finished day of the last 30, which of the plan's
-- exercises got no set. The day's row keeps which exercises have a set (decision 049), so the radar
-- reads the days it reads anyway instead of looking up each day's sets. Whoever writes the sets or the
-- days (the app's set, the JSON batch, finishing, feedback, 'Reiniciar Treino?', an erasure's cascade,
-- a seed, an admin's SQL), these triggers keep it in the same transaction.
--
-- Both triggers take the student's training lock (the one the app's finishing, feedback and reset
-- take: lockStudentTraining; a set takes it shared) before they read: a set logged while the day's row is being created
-- either waits for that row and adds itself to it (a new statement, a new snapshot), or commits first
-- and is seen by the row's own computation. Two sets of the same day at once each add their own.
CREATE OR REPLACE FUNCTION workout_day_logged_exercises(student text, day date) RETURNS text[] AS $$
  SELECT coalesce(array_agg(DISTINCT exercise_id ORDER BY exercise_id), '{}')
  FROM workout_sets WHERE student_id = student AND date = day;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workout_days_logged_fill() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('training:' || NEW.student_id, 0));
  NEW.logged_exercise_ids := workout_day_logged_exercises(NEW.student_id, NEW.date);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER workout_days_logged_insert BEFORE INSERT ON workout_days
  FOR EACH ROW EXECUTE FUNCTION workout_days_logged_fill();
--> statement-breakpoint
CREATE TRIGGER workout_days_logged_update BEFORE UPDATE OF student_id, date ON workout_days
  FOR EACH ROW WHEN (OLD.student_id IS DISTINCT FROM NEW.student_id OR OLD.date IS DISTINCT FROM NEW.date)
  EXECUTE FUNCTION workout_days_logged_fill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION workout_sets_logged_refresh() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Shared: sets logged at once never wait for each other, only for a day's row being written.
    PERFORM pg_advisory_xact_lock_shared(hashtextextended('training:' || NEW.student_id, 0));
    UPDATE workout_days SET logged_exercise_ids = coalesce(logged_exercise_ids, '{}') || NEW.exercise_id
      WHERE student_id = NEW.student_id AND date = NEW.date
        AND NOT (NEW.exercise_id = ANY (coalesce(logged_exercise_ids, '{}')));
    RETURN NULL;
  END IF;
  -- A set removed or moved: the days it left and reached are counted again from their sets.
  PERFORM pg_advisory_xact_lock(hashtextextended('training:' || OLD.student_id, 0));
  UPDATE workout_days SET logged_exercise_ids = workout_day_logged_exercises(OLD.student_id, OLD.date)
    WHERE student_id = OLD.student_id AND date = OLD.date;
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('training:' || NEW.student_id, 0));
    UPDATE workout_days SET logged_exercise_ids = workout_day_logged_exercises(NEW.student_id, NEW.date)
      WHERE student_id = NEW.student_id AND date = NEW.date;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER workout_sets_logged_insert AFTER INSERT ON workout_sets
  FOR EACH ROW EXECUTE FUNCTION workout_sets_logged_refresh();
--> statement-breakpoint
CREATE TRIGGER workout_sets_logged_update AFTER UPDATE OF student_id, date, exercise_id ON workout_sets
  FOR EACH ROW WHEN (OLD.student_id IS DISTINCT FROM NEW.student_id OR OLD.date IS DISTINCT FROM NEW.date
    OR OLD.exercise_id IS DISTINCT FROM NEW.exercise_id)
  EXECUTE FUNCTION workout_sets_logged_refresh();
--> statement-breakpoint
CREATE TRIGGER workout_sets_logged_delete AFTER DELETE ON workout_sets
  FOR EACH ROW EXECUTE FUNCTION workout_sets_logged_refresh();
--> statement-breakpoint
UPDATE workout_days d SET logged_exercise_ids = workout_day_logged_exercises(d.student_id, d.date);
