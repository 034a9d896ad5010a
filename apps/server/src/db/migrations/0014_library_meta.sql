ALTER TABLE "equipment" ADD COLUMN "oid_vars" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_libraries" ADD COLUMN "dynamic_oid_labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_libraries" ADD COLUMN "meta_list" jsonb DEFAULT '[]'::jsonb NOT NULL;