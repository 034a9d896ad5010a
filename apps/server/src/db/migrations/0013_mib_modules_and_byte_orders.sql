CREATE TABLE "mib_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mib_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"objects" jsonb NOT NULL,
	"object_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "modbus_points" DROP CONSTRAINT "modbus_points_word_order_check";--> statement-breakpoint
ALTER TABLE "modbus_points" ALTER COLUMN "word_order" SET DEFAULT 'ABCD';--> statement-breakpoint
-- BE (high word first) is ABCD, LE (low word first) is CDAB: the same reads, named by byte order.
UPDATE "modbus_points" SET "word_order" = CASE "word_order" WHEN 'LE' THEN 'CDAB' ELSE 'ABCD' END;--> statement-breakpoint
ALTER TABLE "mib_modules" ADD CONSTRAINT "mib_modules_customer_id_accounts_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mib_modules_customer_name_key" ON "mib_modules" USING btree ("customer_id","name");--> statement-breakpoint
ALTER TABLE "modbus_points" ADD CONSTRAINT "modbus_points_word_order_check" CHECK ("modbus_points"."word_order" in ('ABCD', 'CDAB', 'BADC', 'DCBA'));