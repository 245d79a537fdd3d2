CREATE TABLE "rate_limit_hits" (
	"limiter" text NOT NULL,
	"key_hash" text NOT NULL,
	"hits" bigint[] NOT NULL,
	"max_hits" integer NOT NULL,
	"window_ms" integer NOT NULL,
	"taken" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_limiter_key_hash_pk" PRIMARY KEY("limiter","key_hash")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires_idx" ON "rate_limit_hits" USING btree ("expires_at");