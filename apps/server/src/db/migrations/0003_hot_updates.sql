-- Latest values and hourly rollups are updated on every flush: room on each page lets those
-- updates stay HOT (no new index entries), which PGlite, without autovacuum, depends on.
ALTER TABLE "sensors" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "readings_hourly" SET (fillfactor = 70);
