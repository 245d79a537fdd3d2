CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"code" text NOT NULL,
	"document" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"citizen_id" text,
	"citizen_document" text,
	"state" integer,
	"public" boolean DEFAULT false NOT NULL,
	"pdf_download_code" text,
	"payment_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"template" jsonb NOT NULL,
	"main_area_id" uuid NOT NULL,
	"area_ids" uuid[] NOT NULL,
	"municipality_id" uuid NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deletion_info" jsonb,
	"duplicated_info" jsonb,
	"key_prefix" text DEFAULT 'DESC' NOT NULL,
	"last_key_number" integer DEFAULT 0 NOT NULL,
	"response_limit" integer,
	"edit_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_main_area_id_areas_id_fk" FOREIGN KEY ("main_area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_form_code_uq" ON "answers" USING btree ("form_id","code");--> statement-breakpoint
CREATE INDEX "answers_form_created_idx" ON "answers" USING btree ("form_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forms_title_idx" ON "forms" USING btree ("title");--> statement-breakpoint
CREATE INDEX "forms_area_ids_idx" ON "forms" USING gin ("area_ids");--> statement-breakpoint
CREATE INDEX "forms_municipality_idx" ON "forms" USING btree ("municipality_id");