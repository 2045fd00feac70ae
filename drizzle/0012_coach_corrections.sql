-- The trainer's corrections to the coach's reading of one student (docs/decisions/030): conditions,
-- limits and sports added or removed. Its own table, so saving one does not touch the student's row
-- (its version, the list index, the live NOTIFY); it goes with the student.
CREATE TABLE "coach_corrections" (
	"student_id" text PRIMARY KEY NOT NULL,
	"corrections" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_corrections" ADD CONSTRAINT "coach_corrections_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_corrections" ADD CONSTRAINT "coach_corrections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
