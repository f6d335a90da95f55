CREATE TABLE "destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text NOT NULL,
	"description" text NOT NULL,
	"average_price" integer NOT NULL,
	"price_change" real NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"iata_code" char(3) NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
