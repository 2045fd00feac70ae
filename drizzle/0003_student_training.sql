CREATE TABLE "anamnesis_consents" (
	"student_id" text NOT NULL,
	"text_version" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "anamnesis_consents_student_id_text_version_pk" PRIMARY KEY("student_id","text_version")
);
--> statement-breakpoint
CREATE TABLE "anamnesis_drafts" (
	"student_id" text PRIMARY KEY NOT NULL,
	"step" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_entries" (
	"student_id" text NOT NULL,
	"exercise_id" text NOT NULL,
	"date" date NOT NULL,
	"weight" double precision NOT NULL,
	"reps" integer NOT NULL,
	CONSTRAINT "performance_entries_student_id_exercise_id_date_pk" PRIMARY KEY("student_id","exercise_id","date")
);
--> statement-breakpoint
CREATE TABLE "workout_days" (
	"student_id" text NOT NULL,
	"date" date NOT NULL,
	"workout_id" text,
	"completed_at" timestamp with time zone,
	"feedback" jsonb,
	"analysis" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workout_days_student_id_date_pk" PRIMARY KEY("student_id","date")
);
--> statement-breakpoint
CREATE TABLE "workout_progress" (
	"student_id" text NOT NULL,
	"date" date NOT NULL,
	"workout_id" text NOT NULL,
	"block_index" integer NOT NULL,
	"exercise_index" integer NOT NULL,
	"set_index" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "workout_progress_student_id_date_pk" PRIMARY KEY("student_id","date")
);
--> statement-breakpoint
CREATE TABLE "workout_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"date" date NOT NULL,
	"workout_id" text NOT NULL,
	"block_id" text NOT NULL,
	"exercise_id" text NOT NULL,
	"set_index" integer NOT NULL,
	"weight" double precision NOT NULL,
	"reps" integer NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anamnesis_consents" ADD CONSTRAINT "anamnesis_consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anamnesis_drafts" ADD CONSTRAINT "anamnesis_drafts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_entries" ADD CONSTRAINT "performance_entries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_days" ADD CONSTRAINT "workout_days_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_progress" ADD CONSTRAINT "workout_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD CONSTRAINT "workout_sets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_sets_student_date_idx" ON "workout_sets" USING btree ("student_id","date");