CREATE TABLE "statistics_month_counts" (
	"form_id" uuid NOT NULL,
	"everyone" boolean NOT NULL,
	"author" uuid NOT NULL,
	"citizen_portal" boolean NOT NULL,
	"month" date NOT NULL,
	"item" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "statistics_month_counts_pk" PRIMARY KEY("form_id","everyone","author","citizen_portal","month","item","value")
);
--> statement-breakpoint
DROP INDEX "statistics_counts_answers_idx";--> statement-breakpoint
CREATE INDEX "statistics_counts_answers_idx" ON "statistics_counts" USING btree ("form_id","everyone","author","citizen_portal","day") WHERE "statistics_counts"."item" = 'answers';--> statement-breakpoint
-- The rollup of the counts kept so far (migrations run before the server takes writes).
INSERT INTO "statistics_month_counts" ("form_id", "everyone", "author", "citizen_portal", "month", "item", "value", "count")
SELECT "form_id", "everyone", "author", "citizen_portal", date_trunc('month', "day")::date, "item", "value", sum("count")::int
FROM "statistics_counts"
GROUP BY 1, 2, 3, 4, 5, 6, 7
HAVING sum("count") <> 0;--> statement-breakpoint
-- Counters are updated in place all day: room on each page for HOT updates.
ALTER TABLE "statistics_month_counts" SET (fillfactor = 70);
