-- Every write of an answer row now goes through the answers repository, which writes export_values
-- with the document (docs/decisions.md, "One writer for the answer row"): the guard that cleared
-- them goes. Answers older than the column keep null until the server's start-up backfill computes
-- them (in TypeScript: SQL cannot).
DROP TRIGGER IF EXISTS "answers_export_values_guard" ON "answers";--> statement-breakpoint
DROP FUNCTION IF EXISTS "answers_export_values_guard"();
