CREATE TABLE "trip_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"category" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"note" text NOT NULL,
	"paid_by" text NOT NULL,
	"split_between" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"location" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"is_booked" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"destination" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"travelers" integer NOT NULL,
	"status" text NOT NULL,
	"total_budget_cents" integer NOT NULL,
	"cover_image_url" text NOT NULL,
	"tags" jsonb NOT NULL,
	"preferences" jsonb,
	"budget_distribution" jsonb NOT NULL,
	"traveller_names" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_items" ADD CONSTRAINT "trip_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_expenses_trip" ON "trip_expenses" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_items_trip" ON "trip_items" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_user_start" ON "trips" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_user_client" ON "trips" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_share_token" ON "trips" USING btree ("share_token");