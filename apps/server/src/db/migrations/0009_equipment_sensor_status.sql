-- My Equipment at fleet scale (docs/adr/008): each device's worst sensor status is stored, its list
-- status rank follows from it and the flags, and the search reads trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "sensor_status" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
UPDATE "equipment" e SET "sensor_status" = w.status
FROM (
  SELECT equipment_id, (ARRAY['unknown', 'ok', 'warning', 'error'])[
    max(coalesce(array_position(ARRAY['unknown', 'ok', 'warning', 'error'], status), 1))] AS status
  FROM "sensors" GROUP BY equipment_id
) w
WHERE e.id = w.equipment_id AND w.status <> 'unknown';--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "status_rank" smallint GENERATED ALWAYS AS (case when is_maintenance then 2 when is_repair then 3 when disconnected then 4
        when sensor_status = 'error' then 6 when sensor_status = 'warning' then 5
        when sensor_status = 'ok' then 0 else 1 end) STORED;--> statement-breakpoint
CREATE INDEX "equipment_customer_status_name_idx" ON "equipment" USING btree ("customer_id","status_rank","name");--> statement-breakpoint
CREATE INDEX "equipment_name_search_trgm_idx" ON "equipment" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_ip_trgm_idx" ON "equipment" USING gin ("ip" gin_trgm_ops);
