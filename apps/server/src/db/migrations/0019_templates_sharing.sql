CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"view_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "template_equipment" (
	"template_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"library_id" integer NOT NULL,
	"protocol" text NOT NULL,
	"oid_vars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "template_equipment_template_id_position_pk" PRIMARY KEY("template_id","position")
);
--> statement-breakpoint
CREATE TABLE "template_timers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_timers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_widget_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"green_to" double precision,
	"yellow_to" double precision,
	"red_to" double precision,
	"repeat_interval" integer NOT NULL,
	"warn_before" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_views" (
	"view_id" integer PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"equipment_ids" integer[] NOT NULL,
	"out_of_sync" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_widget_registers" (
	"template_widget_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slot" integer NOT NULL,
	"modbus_point_id" integer,
	"snmp_point_id" integer,
	"thresholds" jsonb,
	CONSTRAINT "template_widget_registers_template_widget_id_position_pk" PRIMARY KEY("template_widget_id","position"),
	CONSTRAINT "template_widget_registers_one_point_check" CHECK (("template_widget_registers"."modbus_point_id" is null) <> ("template_widget_registers"."snmp_point_id" is null))
);
--> statement-breakpoint
CREATE TABLE "template_widgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "template_widgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"layout" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trend_v2" boolean DEFAULT false NOT NULL,
	"source_view_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "template_widget_id" integer;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_equipment" ADD CONSTRAINT "template_equipment_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_equipment" ADD CONSTRAINT "template_equipment_library_id_equipment_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."equipment_libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_timers" ADD CONSTRAINT "template_timers_template_widget_id_template_widgets_id_fk" FOREIGN KEY ("template_widget_id") REFERENCES "public"."template_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_views" ADD CONSTRAINT "template_views_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_views" ADD CONSTRAINT "template_views_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_widget_registers" ADD CONSTRAINT "template_widget_registers_template_widget_id_template_widgets_id_fk" FOREIGN KEY ("template_widget_id") REFERENCES "public"."template_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_widget_registers" ADD CONSTRAINT "template_widget_registers_modbus_point_id_modbus_points_id_fk" FOREIGN KEY ("modbus_point_id") REFERENCES "public"."modbus_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_widget_registers" ADD CONSTRAINT "template_widget_registers_snmp_point_id_snmp_points_id_fk" FOREIGN KEY ("snmp_point_id") REFERENCES "public"."snmp_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_widgets" ADD CONSTRAINT "template_widgets_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_source_view_id_views_id_fk" FOREIGN KEY ("source_view_id") REFERENCES "public"."views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_key" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_customer_idx" ON "share_links" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "share_links_view_idx" ON "share_links" USING btree ("view_id");--> statement-breakpoint
CREATE INDEX "template_equipment_library_idx" ON "template_equipment" USING btree ("library_id");--> statement-breakpoint
CREATE INDEX "template_timers_widget_idx" ON "template_timers" USING btree ("template_widget_id","position");--> statement-breakpoint
CREATE INDEX "template_views_template_idx" ON "template_views" USING btree ("template_id","out_of_sync");--> statement-breakpoint
CREATE INDEX "template_widgets_template_idx" ON "template_widgets" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_customer_name_key" ON "templates" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "templates_customer_created_idx" ON "templates" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invitations_token_key" ON "user_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_invitations_user_idx" ON "user_invitations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_template_widget_id_template_widgets_id_fk" FOREIGN KEY ("template_widget_id") REFERENCES "public"."template_widgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_library_idx" ON "equipment" USING btree ("library_id");--> statement-breakpoint
-- A stamped view is out of sync once its layout or widgets change after stamping (or after a
-- re-apply, which sets it back to false at its end): the triggers mark it, so a template counts
-- its out-of-sync views from template_views alone.
CREATE FUNCTION template_view_touched() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer;
BEGIN
  IF TG_TABLE_NAME = 'views' THEN
    touched := NEW.id;
  ELSIF TG_TABLE_NAME = 'widget_sensors' THEN
    IF TG_OP = 'DELETE' THEN
      select w.view_id into touched from widgets w where w.id = OLD.widget_id;
    ELSE
      select w.view_id into touched from widgets w where w.id = NEW.widget_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    touched := OLD.view_id;
  ELSE
    touched := NEW.view_id;
  END IF;
  IF touched IS NOT NULL THEN
    update template_views set out_of_sync = true where view_id = touched and not out_of_sync;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER views_template_layout AFTER UPDATE OF layout ON views
  FOR EACH ROW WHEN (OLD.layout IS DISTINCT FROM NEW.layout) EXECUTE FUNCTION template_view_touched();--> statement-breakpoint
CREATE TRIGGER widgets_template_insert AFTER INSERT ON widgets
  FOR EACH ROW EXECUTE FUNCTION template_view_touched();--> statement-breakpoint
CREATE TRIGGER widgets_template_update AFTER UPDATE ON widgets
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION template_view_touched();--> statement-breakpoint
CREATE TRIGGER widgets_template_delete AFTER DELETE ON widgets
  FOR EACH ROW EXECUTE FUNCTION template_view_touched();
--> statement-breakpoint
CREATE TRIGGER widget_sensors_template_insert AFTER INSERT ON widget_sensors
  FOR EACH ROW EXECUTE FUNCTION template_view_touched();--> statement-breakpoint
CREATE TRIGGER widget_sensors_template_delete AFTER DELETE ON widget_sensors
  FOR EACH ROW EXECUTE FUNCTION template_view_touched();
