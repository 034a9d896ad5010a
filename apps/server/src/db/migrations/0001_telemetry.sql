CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"library_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"protocol" text NOT NULL,
	"ip" text NOT NULL,
	"port" integer NOT NULL,
	"slave_id" integer,
	"snmp_version" text,
	"community_string" text,
	"username" text,
	"auth_type" text,
	"auth_key" text,
	"security_level" text,
	"privacy_type" text,
	"privacy_secret" text,
	"context" text,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"disconnected" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"is_maintenance" boolean DEFAULT false NOT NULL,
	"is_repair" boolean DEFAULT false NOT NULL,
	"last_updated" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_libraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_libraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"revision" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"vertiv_model" text,
	"sys_object_id" text,
	"modbus_template_id" integer,
	"snmp_template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modbus_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modbus_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"function_code" smallint NOT NULL,
	"starting_register" integer NOT NULL,
	"address_offset" integer DEFAULT 0 NOT NULL,
	"address_data_type" text,
	"number_of_registers" smallint NOT NULL,
	"data_type" text NOT NULL,
	"word_order" text DEFAULT 'BE' NOT NULL,
	"mask" integer,
	"multiplier" double precision DEFAULT 1 NOT NULL,
	"offset" double precision DEFAULT 0 NOT NULL,
	"unit" text,
	"green_to" double precision,
	"yellow_to" double precision,
	"red_to" double precision,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"alarm_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "modbus_points_function_code_check" CHECK ("modbus_points"."function_code" between 1 and 4),
	CONSTRAINT "modbus_points_word_order_check" CHECK ("modbus_points"."word_order" in ('BE', 'LE'))
);
--> statement-breakpoint
CREATE TABLE "modbus_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modbus_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "networks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"poll_interval" integer DEFAULT 60 NOT NULL,
	"ip" text,
	"version" text,
	"slave" boolean DEFAULT false NOT NULL,
	"listen_triggered" boolean DEFAULT false NOT NULL,
	"disconnected" boolean DEFAULT true NOT NULL,
	"gw_type" text DEFAULT 'STD' NOT NULL,
	"ha_status" text DEFAULT 'STD' NOT NULL,
	"config_revision" integer DEFAULT 1 NOT NULL,
	"last_updated" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensor_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensor_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sensor_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"value" double precision,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"modbus_point_id" integer,
	"snmp_point_id" integer,
	"name" text NOT NULL,
	"unit" text,
	"green_to" double precision,
	"yellow_to" double precision,
	"red_to" double precision,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"alarm_only" boolean DEFAULT false NOT NULL,
	"smart_warning" double precision,
	"smart_critical" double precision,
	"deadband" double precision,
	"delay" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"disconnected" boolean DEFAULT false NOT NULL,
	"latest_value" double precision,
	"latest_detail" text,
	"latest_at" timestamp with time zone,
	"status" text DEFAULT 'unknown' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sensors_one_point_check" CHECK (("sensors"."modbus_point_id" is null) <> ("sensors"."snmp_point_id" is null))
);
--> statement-breakpoint
CREATE TABLE "snmp_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "snmp_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"position" integer NOT NULL,
	"oid" text NOT NULL,
	"name" text NOT NULL,
	"unit" text,
	"renamed_unit" text,
	"multiplier" double precision DEFAULT 1 NOT NULL,
	"offset" double precision DEFAULT 0 NOT NULL,
	"str_mask" text,
	"green_to" double precision,
	"yellow_to" double precision,
	"red_to" double precision,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"alarm_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snmp_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "snmp_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_library_id_equipment_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."equipment_libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_libraries" ADD CONSTRAINT "equipment_libraries_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_libraries" ADD CONSTRAINT "equipment_libraries_modbus_template_id_modbus_templates_id_fk" FOREIGN KEY ("modbus_template_id") REFERENCES "public"."modbus_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_libraries" ADD CONSTRAINT "equipment_libraries_snmp_template_id_snmp_templates_id_fk" FOREIGN KEY ("snmp_template_id") REFERENCES "public"."snmp_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modbus_points" ADD CONSTRAINT "modbus_points_template_id_modbus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."modbus_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modbus_templates" ADD CONSTRAINT "modbus_templates_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensor_logs" ADD CONSTRAINT "sensor_logs_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_modbus_point_id_modbus_points_id_fk" FOREIGN KEY ("modbus_point_id") REFERENCES "public"."modbus_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensors" ADD CONSTRAINT "sensors_snmp_point_id_snmp_points_id_fk" FOREIGN KEY ("snmp_point_id") REFERENCES "public"."snmp_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snmp_points" ADD CONSTRAINT "snmp_points_template_id_snmp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."snmp_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snmp_templates" ADD CONSTRAINT "snmp_templates_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_network_name_key" ON "equipment" USING btree ("network_id",lower("name"));--> statement-breakpoint
CREATE INDEX "equipment_customer_name_idx" ON "equipment" USING btree ("customer_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_libraries_owner_model_key" ON "equipment_libraries" USING btree (coalesce("customer_id", 0),lower("model"));--> statement-breakpoint
CREATE INDEX "equipment_libraries_manufacturer_idx" ON "equipment_libraries" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "modbus_points_template_idx" ON "modbus_points" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_customer_name_key" ON "networks" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "networks_token_hash_key" ON "networks" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "networks_last_updated_idx" ON "networks" USING btree ("last_updated");--> statement-breakpoint
CREATE INDEX "sensor_logs_sensor_time_idx" ON "sensor_logs" USING btree ("sensor_id","created_at");--> statement-breakpoint
CREATE INDEX "sensor_logs_customer_idx" ON "sensor_logs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sensors_customer_name_idx" ON "sensors" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "sensors_network_idx" ON "sensors" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "sensors_equipment_idx" ON "sensors" USING btree ("equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_equipment_modbus_point_key" ON "sensors" USING btree ("equipment_id","modbus_point_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensors_equipment_snmp_point_key" ON "sensors" USING btree ("equipment_id","snmp_point_id");--> statement-breakpoint
CREATE INDEX "snmp_points_template_idx" ON "snmp_points" USING btree ("template_id","position");