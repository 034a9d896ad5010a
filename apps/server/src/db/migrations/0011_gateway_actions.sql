CREATE TABLE "action_files" (
	"action_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_files_action_id_name_pk" PRIMARY KEY("action_id","name")
);
--> statement-breakpoint
CREATE TABLE "discovered_devices" (
	"action_id" integer NOT NULL,
	"ip" text NOT NULL,
	"ip_number" bigint NOT NULL,
	"sys_name" text NOT NULL,
	"sys_descr" text NOT NULL,
	"sys_object_id" text NOT NULL,
	"credential" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "discovered_devices_action_id_ip_pk" PRIMARY KEY("action_id","ip")
);
--> statement-breakpoint
CREATE TABLE "gateway_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"network_id" integer NOT NULL,
	"gateway_type" text DEFAULT 'STD' NOT NULL,
	"action" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"position" double precision NOT NULL,
	"ip" text,
	"ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"offset" integer DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"batch_label" text,
	"slave" boolean DEFAULT false NOT NULL,
	"mib_checksum" text,
	"created_by_id" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"output" text,
	"error" text,
	"result" jsonb,
	"progress" jsonb,
	CONSTRAINT "gateway_actions_status_check" CHECK ("gateway_actions"."status" in ('PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "gateway_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"action_id" integer,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snmp_walk_oids" (
	"action_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"oid" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "snmp_walk_oids_action_id_seq_pk" PRIMARY KEY("action_id","seq")
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "pending_token_hash" text;--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "agent_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "action_files" ADD CONSTRAINT "action_files_action_id_gateway_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."gateway_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovered_devices" ADD CONSTRAINT "discovered_devices_action_id_gateway_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."gateway_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_actions" ADD CONSTRAINT "gateway_actions_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_actions" ADD CONSTRAINT "gateway_actions_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_actions" ADD CONSTRAINT "gateway_actions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_logs" ADD CONSTRAINT "gateway_logs_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_logs" ADD CONSTRAINT "gateway_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snmp_walk_oids" ADD CONSTRAINT "snmp_walk_oids_action_id_gateway_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."gateway_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_actions_queue_idx" ON "gateway_actions" USING btree ("network_id","gateway_type","status","position");--> statement-breakpoint
CREATE INDEX "gateway_actions_running_idx" ON "gateway_actions" USING btree ("deadline_at") WHERE "gateway_actions"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "gateway_actions_batch_idx" ON "gateway_actions" USING btree ("network_id","batch_label");--> statement-breakpoint
CREATE INDEX "gateway_logs_network_time_idx" ON "gateway_logs" USING btree ("network_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_pending_token_hash_key" ON "networks" USING btree ("pending_token_hash");