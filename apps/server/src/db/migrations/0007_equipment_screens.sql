CREATE TABLE "equipment_files" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"stored_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"equipment_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_visits" (
	"user_id" integer NOT NULL,
	"view_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_visits_user_id_view_id_pk" PRIMARY KEY("user_id","view_id")
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "equipment_files" ADD CONSTRAINT "equipment_files_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_files" ADD CONSTRAINT "equipment_files_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_files" ADD CONSTRAINT "equipment_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_logs" ADD CONSTRAINT "equipment_logs_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_logs" ADD CONSTRAINT "equipment_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_visits" ADD CONSTRAINT "view_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_visits" ADD CONSTRAINT "view_visits_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_files_equipment_idx" ON "equipment_files" USING btree ("equipment_id","created_at");--> statement-breakpoint
CREATE INDEX "equipment_files_customer_idx" ON "equipment_files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "equipment_logs_equipment_time_idx" ON "equipment_logs" USING btree ("equipment_id","created_at");--> statement-breakpoint
CREATE INDEX "view_visits_user_time_idx" ON "view_visits" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE INDEX "equipment_customer_ip_idx" ON "equipment" USING btree ("customer_id","ip");--> statement-breakpoint
CREATE INDEX "equipment_customer_protocol_name_idx" ON "equipment" USING btree ("customer_id","protocol","name");--> statement-breakpoint
CREATE INDEX "equipment_network_name_idx" ON "equipment" USING btree ("network_id","name");--> statement-breakpoint
CREATE INDEX "equipment_customer_created_idx" ON "equipment" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "equipment_customer_flags_idx" ON "equipment" USING btree ("customer_id","name") WHERE "equipment"."is_maintenance" or "equipment"."is_repair" or "equipment"."disconnected" or "equipment"."locked";--> statement-breakpoint
CREATE UNIQUE INDEX "networks_external_id_key" ON "networks" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "sensors_equipment_alarm_idx" ON "sensors" USING btree ("equipment_id","status") WHERE "sensors"."status" in ('warning', 'error');