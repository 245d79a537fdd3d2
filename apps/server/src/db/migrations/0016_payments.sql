CREATE TABLE "pay_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"answer_id" uuid,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'pending_validation' NOT NULL,
	"section_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"full_name" text NOT NULL,
	"id_number" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"merchant_code" text NOT NULL,
	"terminal" text NOT NULL,
	"token_hash" text NOT NULL,
	"authorisation_code" text,
	"operation_id" text,
	"gateway_response" text,
	"notifications" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_requested_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pay_orders_status_known" CHECK ("pay_orders"."status" IN ('pending_validation', 'paid', 'denied', 'cancelled')),
	CONSTRAINT "pay_orders_number_12_digits" CHECK ("pay_orders"."order_number" ~ '^[0-9]{12}$'),
	CONSTRAINT "pay_orders_amount" CHECK ("pay_orders"."quantity" > 0 AND "pay_orders"."amount_cents" = "pay_orders"."unit_price_cents" * "pay_orders"."quantity")
);
--> statement-breakpoint
CREATE TABLE "payment_merchants" (
	"municipality_id" uuid PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payment_order_counters" (
	"municipality_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_stock" (
	"form_id" uuid NOT NULL,
	"section_name" text NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_stock_form_id_section_name_pk" PRIMARY KEY("form_id","section_name")
);
--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_merchants" ADD CONSTRAINT "payment_merchants_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_counters" ADD CONSTRAINT "payment_order_counters_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_stock" ADD CONSTRAINT "payment_stock_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_municipality_number_uq" ON "pay_orders" USING btree ("municipality_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_answer_uq" ON "pay_orders" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "pay_orders_form_status_idx" ON "pay_orders" USING btree ("form_id","status","created_at");