-- Renovação por PIX (decision 043). The trainer's PIX key and the receiver's name and city as the
-- BR Code carries them; all four set together or none (no key: the student renews by WhatsApp only).
ALTER TABLE "personals" ADD COLUMN "pix_key_type" text;
--> statement-breakpoint
ALTER TABLE "personals" ADD COLUMN "pix_key" text;
--> statement-breakpoint
ALTER TABLE "personals" ADD COLUMN "pix_receiver_name" text;
--> statement-breakpoint
ALTER TABLE "personals" ADD COLUMN "pix_receiver_city" text;
--> statement-breakpoint
ALTER TABLE "personals" ADD CONSTRAINT "personals_pix_check" CHECK (
  (pix_key_type IS NULL AND pix_key IS NULL AND pix_receiver_name IS NULL AND pix_receiver_city IS NULL)
  OR (pix_key_type IN ('cpf', 'cnpj', 'email', 'celular', 'aleatoria') AND pix_key IS NOT NULL
      AND pix_receiver_name IS NOT NULL AND pix_receiver_city IS NOT NULL));
--> statement-breakpoint
-- A student's 'Já paguei': the period, the amount of the code they paid, its txid, and the trainer's
-- decision. The txid is unique: it is what a payment provider's webhook would name (decision 043).
CREATE TABLE "payment_claims" (
  "id" text PRIMARY KEY NOT NULL,
  "student_id" text NOT NULL REFERENCES "students"("id") ON DELETE CASCADE,
  "personal_id" text NOT NULL REFERENCES "personals"("id") ON DELETE CASCADE,
  "months" integer NOT NULL,
  "amount_cents" integer NOT NULL,
  "txid" text NOT NULL,
  "status" text DEFAULT 'informado' NOT NULL,
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "payment_claims_txid_unique" UNIQUE ("txid"),
  CONSTRAINT "payment_claims_months_check" CHECK ("months" IN (1, 3, 6)),
  CONSTRAINT "payment_claims_amount_check" CHECK ("amount_cents" > 0),
  CONSTRAINT "payment_claims_status_check" CHECK (
    ("status" = 'informado' AND "decided_at" IS NULL AND "reason" IS NULL)
    OR ("status" = 'confirmado' AND "decided_at" IS NOT NULL AND "reason" IS NULL)
    OR ("status" = 'rejeitado' AND "decided_at" IS NOT NULL AND "reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "payment_claims_personal_idx" ON "payment_claims" ("personal_id", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "payment_claims_student_idx" ON "payment_claims" ("student_id", "created_at");
--> statement-breakpoint
-- A claim informed or decided tells the trainer's screens (the radar's 'Pendências', the student
-- dialog) and the student's own (a rejection's reason), as a change to the student: only ids travel.
CREATE OR REPLACE FUNCTION notify_payment_claim() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('student_changes', json_build_object('personalId', NEW.personal_id, 'id', NEW.student_id, 'op', 'update')::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_claims_notify AFTER INSERT OR UPDATE ON payment_claims
  FOR EACH ROW EXECUTE FUNCTION notify_payment_claim();
