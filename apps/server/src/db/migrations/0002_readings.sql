-- Readings, partitioned by month on time; partitions are created ahead of the rows that need
-- them (ensureReadingPartitions). The primary key makes replayed batches idempotent.
CREATE TABLE "readings" (
	"sensor_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	PRIMARY KEY ("sensor_id", "ts")
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
-- Hourly and daily rollups answer the long trend ranges; each row is recomputed whole from the
-- rows below it, so recomputing is idempotent.
CREATE TABLE "readings_hourly" (
	"sensor_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum" double precision NOT NULL,
	"count" integer NOT NULL,
	PRIMARY KEY ("sensor_id", "bucket")
);
--> statement-breakpoint
CREATE TABLE "readings_daily" (
	"sensor_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum" double precision NOT NULL,
	"count" integer NOT NULL,
	PRIMARY KEY ("sensor_id", "bucket")
);
