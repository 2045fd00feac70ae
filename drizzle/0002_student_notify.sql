-- Every change to a student tells its trainer's open screens, whichever instance or process made it.
-- The payload names only ids and the kind of change: health data never travels through NOTIFY.
CREATE OR REPLACE FUNCTION notify_student_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('student_changes', json_build_object('personalId', OLD.personal_id, 'id', OLD.id, 'op', 'delete')::text);
  ELSE
    PERFORM pg_notify('student_changes', json_build_object('personalId', NEW.personal_id, 'id', NEW.id, 'op', lower(TG_OP))::text);
    IF TG_OP = 'UPDATE' AND OLD.personal_id IS DISTINCT FROM NEW.personal_id THEN
      PERFORM pg_notify('student_changes', json_build_object('personalId', OLD.personal_id, 'id', OLD.id, 'op', 'delete')::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER students_notify AFTER INSERT OR UPDATE OR DELETE ON students
  FOR EACH ROW EXECUTE FUNCTION notify_student_change();
