DROP INDEX "students_list_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "last_trained_on" date;--> statement-breakpoint
CREATE INDEX "students_list_idx" ON "students" USING btree ("personal_id","name_search","id","name","plan_status","plan_expiry_date","ai_alert","has_plan","has_anamnesis","last_trained_on");--> statement-breakpoint
-- Whoever finishes, reopens or resets a day (the app, a seed, an admin's SQL), the student's row keeps
-- the last completed date. Feedback alone changes nothing here; every change still tells the trainer (0009).
CREATE OR REPLACE FUNCTION notify_training_change() RETURNS trigger AS $$
DECLARE
  row_student text := coalesce(NEW.student_id, OLD.student_id);
  owner text;
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'INSERT' OR OLD.completed_at IS DISTINCT FROM NEW.completed_at THEN
    UPDATE students s SET last_trained_on = latest.date
    FROM (SELECT max(d.date) AS date FROM workout_days d
          WHERE d.student_id = row_student AND d.completed_at IS NOT NULL) latest
    WHERE s.id = row_student AND s.last_trained_on IS DISTINCT FROM latest.date;
  END IF;
  SELECT personal_id INTO owner FROM students WHERE id = row_student;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('student_changes', json_build_object('personalId', owner, 'id', row_student, 'op', 'training')::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE students s SET last_trained_on = latest.date
FROM (SELECT student_id, max(date) AS date FROM workout_days WHERE completed_at IS NOT NULL GROUP BY student_id) latest
WHERE s.id = latest.student_id;
