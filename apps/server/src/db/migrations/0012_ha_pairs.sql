ALTER TABLE "networks" ADD COLUMN "pending_token_node" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "ha2_token_hash" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "ha_master" text DEFAULT 'HA1' NOT NULL;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "ha1_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "ha2_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "ha2_version" text;--> statement-breakpoint
CREATE UNIQUE INDEX "networks_ha2_token_hash_key" ON "networks" USING btree ("ha2_token_hash");