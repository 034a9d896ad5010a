CREATE TABLE "view_alarm_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "view_alarm_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"view_id" integer NOT NULL,
	"name" text NOT NULL,
	"condition" jsonb NOT NULL,
	"level" text NOT NULL,
	"sensor_ids" integer[] NOT NULL,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_alarm_rules_level_check" CHECK ("view_alarm_rules"."level" in ('warning', 'alarm', 'cleared'))
);
--> statement-breakpoint
ALTER TABLE "alarms" DROP CONSTRAINT "alarms_subject_kind_check";--> statement-breakpoint
ALTER TABLE "view_alarm_rules" ADD CONSTRAINT "view_alarm_rules_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_alarm_rules" ADD CONSTRAINT "view_alarm_rules_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_alarm_rules" ADD CONSTRAINT "view_alarm_rules_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "view_alarm_rules_view_idx" ON "view_alarm_rules" USING btree ("view_id","id");--> statement-breakpoint
CREATE INDEX "view_alarm_rules_sensors_idx" ON "view_alarm_rules" USING gin ("sensor_ids");--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_subject_kind_check" CHECK ("alarms"."subject_kind" in ('sensor', 'equipment', 'gateway', 'rule'));