-- Limits that hold across every instance (issue 26 §1): the request rate per session or address, and
-- the remote AI calls a trainer runs at once. Both are counters that lose nothing of value in a crash
-- (a window restarts, a lease lapses), so their tables are UNLOGGED: no WAL, cheaper writes.
-- A key is a hash (never a session token in clear: docs/decisions/048).
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);--> statement-breakpoint
-- One row per call in flight: slot 0..AI_MAX_CONCURRENT-1 of a trainer, held until `until` (a lease:
-- a killed instance's call frees its slot when the lease lapses).
CREATE UNLOGGED TABLE "ai_calls_running" (
	"personal_id" text NOT NULL,
	"slot" integer NOT NULL,
	"token" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_calls_running_personal_id_slot_pk" PRIMARY KEY("personal_id","slot")
);
