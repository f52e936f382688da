CREATE TABLE "compras" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"medio_pago" text NOT NULL,
	"monto" integer NOT NULL,
	"clave" text NOT NULL,
	"estado" text NOT NULL,
	"token" text NOT NULL,
	"sorteo_id" integer NOT NULL,
	"cartones" integer[] NOT NULL,
	"retorno" text NOT NULL,
	"redireccion" text,
	"mensaje" text DEFAULT '' NOT NULL,
	"movimiento_id" integer NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone NOT NULL,
	"decidido_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"sorteos" integer NOT NULL,
	"precio" integer NOT NULL,
	"ahorro" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"sorteo_id" integer NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pack_subscriptions" ADD COLUMN "cartones_por_sorteo" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pack_subscriptions" ADD COLUMN "pack_id" integer;--> statement-breakpoint
ALTER TABLE "pack_subscriptions" ADD COLUMN "compra_id" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "compra_id" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "suscripcion_id" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "vendido_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_sorteo_id_draws_id_fk" FOREIGN KEY ("sorteo_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_movimiento_id_movements_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_sorteo_id_draws_id_fk" FOREIGN KEY ("sorteo_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compras_user_clave_unique" ON "compras" USING btree ("user_id","clave");--> statement-breakpoint
CREATE UNIQUE INDEX "compras_token_unique" ON "compras" USING btree ("token");--> statement-breakpoint
CREATE INDEX "compras_sorteo_estado_idx" ON "compras" USING btree ("sorteo_id","estado");--> statement-breakpoint
CREATE UNIQUE INDEX "reservas_card_unique" ON "reservas" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "reservas_user_idx" ON "reservas" USING btree ("user_id","sorteo_id");--> statement-breakpoint
ALTER TABLE "pack_subscriptions" ADD CONSTRAINT "pack_subscriptions_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_subscriptions" ADD CONSTRAINT "pack_subscriptions_compra_id_compras_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."compras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_compra_id_compras_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."compras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_suscripcion_id_pack_subscriptions_id_fk" FOREIGN KEY ("suscripcion_id") REFERENCES "public"."pack_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id");