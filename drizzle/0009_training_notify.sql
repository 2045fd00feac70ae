-- A finished workout, its feedback or a reset tells the student's trainer (issue 15: the list's
-- 'last trained', the radar and the student's progress update live). Only ids travel, as in 0002.
-- op 'training' reaches the trainer's screens, not the student's own (they made the change).
CREATE OR REPLACE FUNCTION notify_training_change() RETURNS trigger AS $$
DECLARE
  row_student text := coalesce(NEW.student_id, OLD.student_id);
  owner text;
BEGIN
  SELECT personal_id INTO owner FROM students WHERE id = row_student;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('student_changes', json_build_object('personalId', owner, 'id', row_student, 'op', 'training')::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER workout_days_notify AFTER INSERT OR UPDATE OR DELETE ON workout_days
  FOR EACH ROW EXECUTE FUNCTION notify_training_change();
