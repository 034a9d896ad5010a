CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snmp_traps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "snmp_traps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"equipment_id" integer,
	"equipment_ip" text NOT NULL,
	"oid" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"widget_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"green_to" double precision,
	"yellow_to" double precision,
	"red_to" double precision,
	"repeat_interval" integer NOT NULL,
	"warn_before" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_tags" (
	"view_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "view_tags_view_id_tag_id_pk" PRIMARY KEY("view_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "view_users" (
	"view_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"can_read" boolean DEFAULT true NOT NULL,
	"can_update" boolean DEFAULT false NOT NULL,
	"can_delete" boolean DEFAULT false NOT NULL,
	"can_share" boolean DEFAULT false NOT NULL,
	"alert_yellow" boolean DEFAULT false NOT NULL,
	"alert_red" boolean DEFAULT false NOT NULL,
	"alert_disconnected" boolean DEFAULT false NOT NULL,
	"alert_cleared" boolean DEFAULT false NOT NULL,
	CONSTRAINT "view_users_view_id_user_id_pk" PRIMARY KEY("view_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"creator_id" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"view_type" text DEFAULT 'dashboard' NOT NULL,
	"trend_v2" boolean DEFAULT false NOT NULL,
	"trend_sync" boolean DEFAULT false NOT NULL,
	"layout" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"asset_options" jsonb,
	"equipment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "views_view_type_check" CHECK ("views"."view_type" in ('dashboard', 'asset'))
);
--> statement-breakpoint
CREATE TABLE "widget_sensors" (
	"widget_id" integer NOT NULL,
	"sensor_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "widget_sensors_widget_id_sensor_id_pk" PRIMARY KEY("widget_id","sensor_id")
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "widgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"view_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"display_type" text DEFAULT 'other' NOT NULL,
	"name" text,
	"calculation" text,
	"chart_type" text,
	"unit" text,
	"notes" text,
	"link" text,
	"color" text,
	"basis" double precision,
	"green_to" double precision,
	"yellow_to" double precision,
	"green_to2" double precision,
	"yellow_to2" double precision,
	"red_to" double precision,
	"lower_bound" double precision,
	"upper_bound" double precision,
	"smart_warning" double precision,
	"smart_critical" double precision,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"mins" integer,
	"equipment_id" integer,
	"gateway_id" integer,
	"image_id" text,
	"image_transform" jsonb,
	"expiration" timestamp with time zone,
	"range_ms" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "meta" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snmp_traps" ADD CONSTRAINT "snmp_traps_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snmp_traps" ADD CONSTRAINT "snmp_traps_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snmp_traps" ADD CONSTRAINT "snmp_traps_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_parent_id_tags_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timers" ADD CONSTRAINT "timers_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timers" ADD CONSTRAINT "timers_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_tags" ADD CONSTRAINT "view_tags_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_tags" ADD CONSTRAINT "view_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_users" ADD CONSTRAINT "view_users_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_users" ADD CONSTRAINT "view_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_sensors" ADD CONSTRAINT "widget_sensors_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_sensors" ADD CONSTRAINT "widget_sensors_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_gateway_id_networks_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_customer_idx" ON "images" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "snmp_traps_equipment_time_idx" ON "snmp_traps" USING btree ("equipment_id","created_at");--> statement-breakpoint
CREATE INDEX "snmp_traps_network_ip_time_idx" ON "snmp_traps" USING btree ("network_id","equipment_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_customer_parent_name_key" ON "tags" USING btree ("customer_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "tags_parent_idx" ON "tags" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "timers_widget_idx" ON "timers" USING btree ("widget_id","position");--> statement-breakpoint
CREATE INDEX "view_tags_tag_idx" ON "view_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "view_users_user_idx" ON "view_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "views_customer_name_key" ON "views" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "widget_sensors_sensor_idx" ON "widget_sensors" USING btree ("sensor_id");--> statement-breakpoint
CREATE INDEX "widgets_view_idx" ON "widgets" USING btree ("view_id");--> statement-breakpoint
CREATE INDEX "widgets_customer_idx" ON "widgets" USING btree ("customer_id");