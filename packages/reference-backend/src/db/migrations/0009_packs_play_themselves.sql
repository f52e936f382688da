DROP INDEX "avisos_tipo_sorteo_user_unique";--> statement-breakpoint
ALTER TABLE "pack_subscriptions" ADD COLUMN "eleccion_automatica" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pack_subscriptions" ADD COLUMN "numero_favorito" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aviso_packs" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "correo_packs" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "eleccion_automatica" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "ventas_cerradas_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "avisos" ADD COLUMN "suscripcion_id" integer;--> statement-breakpoint
ALTER TABLE "avisos" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_suscripcion_id_pack_subscriptions_id_fk" FOREIGN KEY ("suscripcion_id") REFERENCES "public"."pack_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_tipo_sorteo_user_pack_unique" ON "avisos" USING btree ("tipo","sorteo_id","user_id",coalesce("suscripcion_id", 0),coalesce("numero", ''));