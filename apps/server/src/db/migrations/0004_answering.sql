CREATE TABLE "citizens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" uuid,
	"kind" text DEFAULT 'natural' NOT NULL,
	"document_type" integer DEFAULT 1 NOT NULL,
	"document_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"street" text,
	"portal_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"municipality_id" uuid,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "client_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "form_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "answer_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "upload_token_hash" text;--> statement-breakpoint
ALTER TABLE "citizens" ADD CONSTRAINT "citizens_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_assets" ADD CONSTRAINT "management_assets_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "citizens_municipality_document_uq" ON "citizens" USING btree ("municipality_id","document_type","document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "citizens_portal_hash_uq" ON "citizens" USING btree ("portal_hash");--> statement-breakpoint
CREATE INDEX "management_assets_position_idx" ON "management_assets" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "answers_form_citizen_idx" ON "answers" USING btree ("form_id","citizen_id");--> statement-breakpoint
CREATE INDEX "answers_pdf_code_idx" ON "answers" USING btree ("pdf_download_code");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_client_submission_uq" ON "answers" USING btree ("client_submission_id");--> statement-breakpoint
CREATE INDEX "files_answer_idx" ON "files" USING btree ("answer_id");