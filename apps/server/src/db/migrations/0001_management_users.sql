CREATE TABLE "management_users" (
	"username" text PRIMARY KEY NOT NULL,
	"municipality_management_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
