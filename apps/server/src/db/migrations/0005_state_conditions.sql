ALTER TABLE "modbus_points" ADD COLUMN "conditions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sensors" ADD COLUMN "conditions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "snmp_points" ADD COLUMN "conditions" text[] DEFAULT '{}'::text[] NOT NULL;