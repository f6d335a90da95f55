CREATE TABLE "price_observations" (
	"route" text NOT NULL,
	"observed_on" date NOT NULL,
	"departure_date" date NOT NULL,
	"lowest_fare" real NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "price_observations_route_observed_on_departure_date_pk" PRIMARY KEY("route","observed_on","departure_date")
);
