DROP INDEX "students_personal_name_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "has_plan" boolean GENERATED ALWAYS AS (case when jsonb_typeof(workout_plan) = 'array' then jsonb_array_length(workout_plan) > 0 else false end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "has_anamnesis" boolean GENERATED ALWAYS AS (anamnesis is not null) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "students_list_idx" ON "students" USING btree ("personal_id","name_search","id","name","plan_status","plan_expiry_date","ai_alert","has_plan","has_anamnesis");