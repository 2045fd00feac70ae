-- A key is used only after it validated (issue 23 item 2): 'pending' until the 'test' call answers,
-- 'valid' once it did, 'invalid' when the provider refused it (at the check or on a later call).
-- Keys stored before this had never been checked by this rule: they wait for the admin's next check.
ALTER TABLE "ai_keys" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_keys" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_keys" ADD CONSTRAINT "ai_keys_status_check" CHECK ("status" IN ('pending', 'valid', 'invalid'));--> statement-breakpoint
-- A student's post-workout analyses that asked a remote provider, per day (issue 23 item 5).
CREATE TABLE "ai_student_usage" (
	"student_id" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "ai_student_usage_student_id_day_pk" PRIMARY KEY("student_id","day")
);--> statement-breakpoint
ALTER TABLE "ai_student_usage" ADD CONSTRAINT "ai_student_usage_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
