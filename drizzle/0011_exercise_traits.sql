-- What an exercise asks of the body (issue 22 §2, decision 031): one jsonb object shaped like the
-- contract's ExerciseTraits. Null only for a row that existed before this migration and that an admin
-- owns; the seed judges those at the next start (the catalogue's entry with that id, else inferTraits).
ALTER TABLE "exercises" ADD COLUMN "traits" jsonb;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_traits_check" CHECK (
  "traits" IS NULL OR (
    jsonb_typeof("traits") = 'object'
    AND "traits" ?& ARRAY['pattern', 'position', 'floor', 'impact', 'axialLoad', 'spinalFlexion', 'balance', 'mainLift', 'gender']
    AND "traits" - ARRAY['pattern', 'position', 'floor', 'impact', 'axialLoad', 'spinalFlexion', 'balance', 'mainLift', 'gender'] = '{}'::jsonb
    AND "traits"->>'pattern' IN ('agachamento', 'dobradica_quadril', 'unilateral_pernas', 'empurrar_horizontal',
      'empurrar_vertical', 'puxar_horizontal', 'puxar_vertical', 'carregar', 'core_anti', 'flexao_rotacao_tronco',
      'isolamento', 'cardio', 'mobilidade')
    AND "traits"->>'position' IN ('em_pe', 'sentado', 'deitado_costas', 'deitado_bruços', 'de_lado',
      'cabeca_para_baixo', 'chao_ajoelhado')
    AND "traits"->>'impact' IN ('nenhum', 'baixo', 'alto')
    AND "traits"->>'balance' IN ('baixo', 'medio', 'alto')
    AND "traits"->>'gender' IN ('m', 'f')
    AND jsonb_typeof("traits"->'floor') = 'boolean'
    AND jsonb_typeof("traits"->'axialLoad') = 'boolean'
    AND jsonb_typeof("traits"->'spinalFlexion') = 'boolean'
    AND jsonb_typeof("traits"->'mainLift') = 'boolean'
  )
);
