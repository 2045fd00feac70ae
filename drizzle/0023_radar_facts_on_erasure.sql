-- A student's erasure (their row deleted, the sets going by cascade) recomputes nothing and takes no
-- training lock: the days go in the same cascade. Taking the lock there inverted the order that
-- finishing uses (training lock, then the student's row through a foreign key) and could deadlock a
-- 'Finalizar' racing the deletion (races.test.ts; decision 049).
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
  -- The student is being erased in this transaction: their days go too.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM students WHERE id = OLD.student_id) THEN
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
