CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"sorteo_id" integer NOT NULL,
	"numero" text NOT NULL,
	"jugadas" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" integer PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"estado" text NOT NULL,
	"imagen_carton" text NOT NULL,
	"resultado" text,
	"pozo_tradicional" bigint NOT NULL,
	"pozo_revancha" bigint NOT NULL,
	"pozo_siempre_sale" bigint NOT NULL,
	"premios_azar" text NOT NULL,
	"ejecutado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"premio" text NOT NULL,
	"monto" bigint,
	"fecha" timestamp with time zone NOT NULL,
	"ciudad" text NOT NULL,
	"ciudad_clave" text NOT NULL,
	"foto" text NOT NULL,
	"biografia" text NOT NULL,
	"sorteo_id" integer
);
--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_sorteo_id_draws_id_fk" FOREIGN KEY ("sorteo_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_sorteo_id_draws_id_fk" FOREIGN KEY ("sorteo_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cards_sorteo_numero_unique" ON "cards" USING btree ("sorteo_id","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_one_open" ON "draws" USING btree ("estado") WHERE "draws"."estado" = 'ABIERTO';--> statement-breakpoint
CREATE INDEX "draws_fecha_idx" ON "draws" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "winners_fecha_idx" ON "winners" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "winners_ciudad_clave_idx" ON "winners" USING btree ("ciudad_clave");