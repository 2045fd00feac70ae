-- Issue 24 §1 'Biblioteca de Treinos' (docs/decisions/042-plan-templates.md): a trainer's plan models
-- (personal_id set) and RumoFit's starter models (personal_id null, read-only, seeded at start). A model
-- is a plan document (the editor's shape) with a name, a level, a goal and its number of days; `search`
-- is its name and description lower-cased without accents, so "avancado" finds "Avançado".
CREATE TABLE "plan_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"personal_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" text NOT NULL,
	"goal" text NOT NULL,
	"days" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"exercise_count" integer DEFAULT 0 NOT NULL,
	"search" text GENERATED ALWAYS AS (translate(lower(name || ' ' || description), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_templates_level_check" CHECK ("plan_templates"."level" in ('iniciante', 'intermediario', 'avancado')),
	CONSTRAINT "plan_templates_days_check" CHECK ("plan_templates"."days" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "plan_templates" ADD CONSTRAINT "plan_templates_personal_id_personals_id_fk" FOREIGN KEY ("personal_id") REFERENCES "public"."personals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_templates_owner_idx" ON "plan_templates" USING btree ("personal_id","name");--> statement-breakpoint
-- A plan applied from a model remembers which one and at which version; the model may change or go
-- later, the plan stays as it was applied (no foreign key: the memory outlives the model).
ALTER TABLE "students" ADD COLUMN "plan_template_id" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "plan_template_version" integer;
