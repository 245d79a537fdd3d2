CREATE TABLE "pdf_settings" (
	"municipality_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"logo_width" integer,
	"logo_height" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "pdf_settings_logo_complete" CHECK (("pdf_settings"."logo" IS NULL) = ("pdf_settings"."logo_type" IS NULL) AND ("pdf_settings"."logo" IS NULL) = ("pdf_settings"."logo_width" IS NULL) AND ("pdf_settings"."logo" IS NULL) = ("pdf_settings"."logo_height" IS NULL)),
	CONSTRAINT "pdf_settings_logo_or_portable_print" CHECK ("pdf_settings"."logo" IS NULL OR ("pdf_settings"."settings" ->> 'portablePrint') IS DISTINCT FROM 'true')
);
--> statement-breakpoint
ALTER TABLE "pdf_settings" ADD CONSTRAINT "pdf_settings_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;