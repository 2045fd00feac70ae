CREATE TABLE "students" (
	"id" text PRIMARY KEY NOT NULL,
	"personal_id" text NOT NULL,
	"name" text NOT NULL,
	"name_search" text GENERATED ALWAYS AS (translate(lower(name), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL,
	"plan_status" text DEFAULT 'pending_creation' NOT NULL,
	"plan_expiry_date" date,
	"whatsapp" text,
	"observations" text DEFAULT '' NOT NULL,
	"goal" text,
	"anamnesis" jsonb,
	"workout_plan" jsonb,
	"ai_alert" text,
	"ai_insights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_plan_status_check" CHECK ("students"."plan_status" in ('pending_creation', 'pending_review', 'active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_personal_id_personals_id_fk" FOREIGN KEY ("personal_id") REFERENCES "public"."personals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_personal_name_idx" ON "students" USING btree ("personal_id","name_search");