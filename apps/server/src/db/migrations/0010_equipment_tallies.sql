-- My Equipment's totals at fleet scale (docs/adr/008): equipment counted by the list's filter keys
-- (all but gateways and search), kept by statement triggers that append deltas, merged by the
-- ingest housekeeping.
CREATE TABLE "equipment_tallies" (
	"customer_id" integer NOT NULL,
	"protocol" text NOT NULL,
	"status_rank" smallint NOT NULL,
	"locked" boolean NOT NULL,
	"is_maintenance" boolean NOT NULL,
	"is_repair" boolean NOT NULL,
	"disconnected" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "equipment_tallies_customer_idx" ON "equipment_tallies" USING btree ("customer_id");--> statement-breakpoint
CREATE FUNCTION equipment_tally_deltas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO equipment_tallies
    SELECT customer_id, protocol, status_rank, locked, is_maintenance, is_repair, disconnected, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO equipment_tallies
    SELECT customer_id, protocol, status_rank, locked, is_maintenance, is_repair, disconnected, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7;
  ELSE
    -- Only rows whose keys moved; most updates (last seen, errors, notes) change none.
    INSERT INTO equipment_tallies
    SELECT k.customer_id, k.protocol, k.status_rank, k.locked, k.is_maintenance, k.is_repair,
      k.disconnected, sum(k.d)
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES
      (o.customer_id, o.protocol, o.status_rank, o.locked, o.is_maintenance, o.is_repair, o.disconnected, -1),
      (n.customer_id, n.protocol, n.status_rank, n.locked, n.is_maintenance, n.is_repair, n.disconnected, 1)
    ) AS k(customer_id, protocol, status_rank, locked, is_maintenance, is_repair, disconnected, d)
    WHERE (o.customer_id, o.protocol, o.status_rank, o.locked, o.is_maintenance, o.is_repair, o.disconnected)
      IS DISTINCT FROM (n.customer_id, n.protocol, n.status_rank, n.locked, n.is_maintenance, n.is_repair, n.disconnected)
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(k.d) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER equipment_tally_insert AFTER INSERT ON equipment REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION equipment_tally_deltas();--> statement-breakpoint
CREATE TRIGGER equipment_tally_update AFTER UPDATE ON equipment
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION equipment_tally_deltas();--> statement-breakpoint
CREATE TRIGGER equipment_tally_delete AFTER DELETE ON equipment REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION equipment_tally_deltas();--> statement-breakpoint
INSERT INTO equipment_tallies
SELECT customer_id, protocol, status_rank, locked, is_maintenance, is_repair, disconnected, count(*)
FROM equipment GROUP BY 1, 2, 3, 4, 5, 6, 7;
