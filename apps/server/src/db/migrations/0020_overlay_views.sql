CREATE TABLE "heat_maps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "heat_maps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"view_id" integer NOT NULL,
	"color_a" text DEFAULT '#2196f3' NOT NULL,
	"color_b" text DEFAULT '#ffeb3b' NOT NULL,
	"color_c" text DEFAULT '#f44336' NOT NULL,
	"value_a" double precision NOT NULL,
	"value_c" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overlay_views" (
	"view_id" integer PRIMARY KEY NOT NULL,
	"image_id" text NOT NULL,
	"height" double precision NOT NULL,
	"width" double precision NOT NULL,
	"x" double precision DEFAULT 0 NOT NULL,
	"y" double precision DEFAULT 0 NOT NULL,
	"rotation" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overlays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "overlays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"view_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"sensor_id" integer,
	"target_view_id" integer,
	"link_name" text,
	"link_url" text,
	"size" double precision NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"opacity" integer DEFAULT 90 NOT NULL,
	"background_color" text,
	"heat_map_id" integer,
	CONSTRAINT "overlays_kind_check" CHECK (("overlays"."kind" = 'sensor' and "overlays"."sensor_id" is not null)
        or ("overlays"."kind" = 'view' and "overlays"."target_view_id" is not null)
        or ("overlays"."kind" = 'link' and "overlays"."link_url" is not null))
);
--> statement-breakpoint
ALTER TABLE "views" DROP CONSTRAINT "views_view_type_check";--> statement-breakpoint
ALTER TABLE "heat_maps" ADD CONSTRAINT "heat_maps_view_id_overlay_views_view_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."overlay_views"("view_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_views" ADD CONSTRAINT "overlay_views_view_id_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_views" ADD CONSTRAINT "overlay_views_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlays" ADD CONSTRAINT "overlays_view_id_overlay_views_view_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."overlay_views"("view_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlays" ADD CONSTRAINT "overlays_sensor_id_sensors_id_fk" FOREIGN KEY ("sensor_id") REFERENCES "public"."sensors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlays" ADD CONSTRAINT "overlays_target_view_id_views_id_fk" FOREIGN KEY ("target_view_id") REFERENCES "public"."views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlays" ADD CONSTRAINT "overlays_heat_map_id_heat_maps_id_fk" FOREIGN KEY ("heat_map_id") REFERENCES "public"."heat_maps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "heat_maps_view_idx" ON "heat_maps" USING btree ("view_id");--> statement-breakpoint
CREATE INDEX "overlay_views_image_idx" ON "overlay_views" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "overlays_view_idx" ON "overlays" USING btree ("view_id","position");--> statement-breakpoint
CREATE INDEX "overlays_sensor_idx" ON "overlays" USING btree ("sensor_id");--> statement-breakpoint
CREATE INDEX "overlays_target_view_idx" ON "overlays" USING btree ("target_view_id");--> statement-breakpoint
CREATE INDEX "overlays_heat_map_idx" ON "overlays" USING btree ("heat_map_id");--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_view_type_check" CHECK ("views"."view_type" in ('dashboard', 'asset', 'overlay'));