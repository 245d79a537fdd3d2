CREATE TABLE "statistics_rollup" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_through" date NOT NULL,
	CONSTRAINT "statistics_rollup_one_row" CHECK ("statistics_rollup"."id" = 1)
);
--> statement-breakpoint
-- Until now every write added its months at once: the rollup is complete through the last day
-- counted (or yesterday, on a database without counts).
INSERT INTO "statistics_rollup" ("id", "rolled_through")
SELECT 1, coalesce(max("day"), current_date - 1) FROM "statistics_counts";
