CREATE TABLE "alarm_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarm_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"alarm_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"value" double precision,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alarm_transitions_kind_check" CHECK ("alarm_transitions"."kind" in ('opened', 'changed', 'cleared', 'acknowledged'))
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alarms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"rule" text NOT NULL,
	"network_id" integer NOT NULL,
	"equipment_id" integer,
	"sensor_id" integer,
	"phase" text NOT NULL,
	"severity" text NOT NULL,
	"value" double precision,
	"detail" text,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"parent_id" bigint,
	"suppressed" boolean DEFAULT false NOT NULL,
	"ack_at" timestamp with time zone,
	"ack_by" integer,
	"ack_by_name" text,
	"ack_comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alarms_subject_kind_check" CHECK ("alarms"."subject_kind" in ('sensor', 'equipment', 'gateway')),
	CONSTRAINT "alarms_phase_check" CHECK ("alarms"."phase" in ('pending', 'open', 'cleared')),
	CONSTRAINT "alarms_severity_check" CHECK ("alarms"."severity" in ('warning', 'error', 'disconnected'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transition_id" bigint NOT NULL,
	"alarm_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"view_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_channel_check" CHECK ("notifications"."channel" in ('EMAIL', 'SMS')),
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "alarm_transitions" ADD CONSTRAINT "alarm_transitions_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_parent_id_alarms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alarms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_ack_by_users_id_fk" FOREIGN KEY ("ack_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transition_id_alarm_transitions_id_fk" FOREIGN KEY ("transition_id") REFERENCES "public"."alarm_transitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_transitions_alarm_idx" ON "alarm_transitions" USING btree ("alarm_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_live_key" ON "alarms" USING btree ("subject_kind","subject_id","rule") WHERE "alarms"."phase" in ('pending', 'open');--> statement-breakpoint
CREATE INDEX "alarms_due_idx" ON "alarms" USING btree ("due_at") WHERE "alarms"."phase" = 'pending';--> statement-breakpoint
CREATE INDEX "alarms_customer_phase_idx" ON "alarms" USING btree ("customer_id","phase","id");--> statement-breakpoint
CREATE INDEX "alarms_sensor_idx" ON "alarms" USING btree ("sensor_id");--> statement-breakpoint
CREATE INDEX "alarms_equipment_idx" ON "alarms" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "alarms_network_idx" ON "alarms" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "alarms_parent_idx" ON "alarms" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_key" ON "notifications" USING btree ("transition_id","user_id","channel");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_alarm_idx" ON "notifications" USING btree ("alarm_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");