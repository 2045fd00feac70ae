-- Issue 22 §6: what 'Trocar Exercício' learns is kept by exercise id, for one student when the reason is
-- about the student, for the trainer otherwise; the trainer lists and deletes them in 'Configurações'.
CREATE TABLE "learned_preferences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"personal_id" text NOT NULL,
	"student_id" text,
	"exercise_id" text NOT NULL,
	"chosen_exercise_id" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learned_preferences" ADD CONSTRAINT "learned_preferences_personal_id_personals_id_fk" FOREIGN KEY ("personal_id") REFERENCES "public"."personals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learned_preferences" ADD CONSTRAINT "learned_preferences_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learned_preferences" ADD CONSTRAINT "learned_preferences_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learned_preferences" ADD CONSTRAINT "learned_preferences_chosen_exercise_id_exercises_id_fk" FOREIGN KEY ("chosen_exercise_id") REFERENCES "public"."exercises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learned_preferences_personal_idx" ON "learned_preferences" USING btree ("personal_id","created_at");--> statement-breakpoint
-- The preferences kept as text in the trainer's settings ("Evitar {name}, preferir {name} — {reason}")
-- become rows of the trainer's scope when their names are still in the catalogue; the text goes.
INSERT INTO "learned_preferences" ("id", "personal_id", "student_id", "exercise_id", "chosen_exercise_id", "reason", "created_at")
SELECT gen_random_uuid(), p.id, NULL, e.id, c.id, m[3], now() - make_interval(secs => 100 - item.ord)
FROM "personals" p
CROSS JOIN LATERAL jsonb_array_elements_text(
  CASE WHEN jsonb_typeof(p.settings -> 'aiLearnedPreferences') = 'array' THEN p.settings -> 'aiLearnedPreferences' ELSE '[]'::jsonb END
) WITH ORDINALITY AS item(value, ord)
CROSS JOIN LATERAL regexp_match(item.value, '^Evitar (.+?)(?:, preferir (.+?))? — (.+)$') AS m
JOIN "exercises" e ON e.name = m[1]
LEFT JOIN "exercises" c ON c.name = m[2];--> statement-breakpoint
UPDATE "personals" SET settings = settings - 'aiLearnedPreferences' WHERE settings ? 'aiLearnedPreferences';--> statement-breakpoint
-- Issue 23 item 15: a day's performance entry is its best set (the heaviest, more reps breaking a tie),
-- no longer its last one; the entries already kept are corrected from the day's sets.
UPDATE "performance_entries" pe SET weight = b.weight, reps = b.reps
FROM (
  SELECT DISTINCT ON (student_id, exercise_id, date) student_id, exercise_id, date, weight, reps
  FROM "workout_sets" WHERE weight > 0 OR reps > 0
  ORDER BY student_id, exercise_id, date, weight DESC, reps DESC
) b
WHERE pe.student_id = b.student_id AND pe.exercise_id = b.exercise_id AND pe.date = b.date
  AND (pe.weight <> b.weight OR pe.reps <> b.reps);
