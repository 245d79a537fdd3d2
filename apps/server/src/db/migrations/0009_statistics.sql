CREATE TABLE "statistics_counts" (
	"form_id" uuid NOT NULL,
	"everyone" boolean NOT NULL,
	"author" uuid NOT NULL,
	"citizen_portal" boolean NOT NULL,
	"day" date NOT NULL,
	"item" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "statistics_counts_pk" PRIMARY KEY("form_id","everyone","author","citizen_portal","day","item","value")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "statistics_values" text;--> statement-breakpoint
CREATE INDEX "statistics_counts_answers_idx" ON "statistics_counts" USING btree ("form_id","day") WHERE "statistics_counts"."item" = 'answers' and "statistics_counts"."everyone";--> statement-breakpoint
CREATE INDEX "answers_statistics_missing_idx" ON "answers" USING btree ("id") WHERE "answers"."statistics_values" is null;--> statement-breakpoint
-- Counters are updated in place all day: room on each page for HOT updates.
ALTER TABLE "statistics_counts" SET (fillfactor = 70);