-- The physical assessment ('Avaliação Física', issue 24 §2; docs/decisions/041): one row per student
-- and date. Circumferences and skinfolds are JSON objects of the sites measured (the contract checks
-- their names and ranges); derived values are computed when read, from the shared formulas. Health
-- data: it goes with the student (cascade) and with the withdrawn consent (the privacy service).
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"date" date NOT NULL,
	"sex" text NOT NULL,
	"age" integer NOT NULL,
	"weight_kg" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"resting_heart_rate" integer,
	"systolic" integer,
	"diastolic" integer,
	"circumferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skinfolds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"protocol" text,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_student_date_idx" ON "assessments" USING btree ("student_id","date");
