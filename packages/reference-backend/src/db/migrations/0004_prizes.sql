CREATE TABLE "entidades_pago" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre_entidad" text NOT NULL,
	"tipo_entidad_solicitud" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medios_pago_usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"medio_pago_id" integer NOT NULL,
	"numero" text NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagos_billetera" (
	"id" serial PRIMARY KEY NOT NULL,
	"premio_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"monto" bigint NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premios" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sorteo_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"numero_carton" text NOT NULL,
	"jugada" text NOT NULL,
	"orden" integer NOT NULL,
	"aciertos" integer,
	"premio" bigint,
	"premio_texto" text,
	"descuento_fiscal" bigint NOT NULL,
	"total" bigint NOT NULL,
	"estado" text NOT NULL,
	"canjear" boolean DEFAULT false NOT NULL,
	"canjeado_card_id" integer,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_cobro" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"premio_id" integer NOT NULL,
	"tipo_solicitud" text NOT NULL,
	"entidad" text NOT NULL,
	"destino" text NOT NULL,
	"moneda" text NOT NULL,
	"nombre_apellido" text NOT NULL,
	"tipo_documento" text NOT NULL,
	"numero_documento" text NOT NULL,
	"profesion" text NOT NULL,
	"estado_civil" text NOT NULL,
	"direccion_laboral" text NOT NULL,
	"direccion_particular" text NOT NULL,
	"cod_pais_residencia" integer NOT NULL,
	"codigo_departamento" integer NOT NULL,
	"codigo_ciudad" integer NOT NULL,
	"barrio" text NOT NULL,
	"premio" bigint NOT NULL,
	"descuento_fiscal" bigint NOT NULL,
	"total_a_cobrar" bigint NOT NULL,
	"estado_solicitud" text NOT NULL,
	"motivo" text DEFAULT '' NOT NULL,
	"comprobante" "bytea",
	"comprobante_tipo" text,
	"comprobante_nombre" text,
	"fecha_envio" timestamp with time zone NOT NULL,
	"fecha_proceso" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "medios_pago_usuario" ADD CONSTRAINT "medios_pago_usuario_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_billetera" ADD CONSTRAINT "pagos_billetera_premio_id_premios_id_fk" FOREIGN KEY ("premio_id") REFERENCES "public"."premios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_billetera" ADD CONSTRAINT "pagos_billetera_wallet_id_medios_pago_usuario_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."medios_pago_usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_billetera" ADD CONSTRAINT "pagos_billetera_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premios" ADD CONSTRAINT "premios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premios" ADD CONSTRAINT "premios_sorteo_id_draws_id_fk" FOREIGN KEY ("sorteo_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premios" ADD CONSTRAINT "premios_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premios" ADD CONSTRAINT "premios_canjeado_card_id_cards_id_fk" FOREIGN KEY ("canjeado_card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_cobro" ADD CONSTRAINT "solicitudes_cobro_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_cobro" ADD CONSTRAINT "solicitudes_cobro_premio_id_premios_id_fk" FOREIGN KEY ("premio_id") REFERENCES "public"."premios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_cobro" ADD CONSTRAINT "solicitudes_cobro_cod_pais_residencia_countries_id_fk" FOREIGN KEY ("cod_pais_residencia") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_cobro" ADD CONSTRAINT "solicitudes_cobro_codigo_departamento_departments_codigo_departamento_fk" FOREIGN KEY ("codigo_departamento") REFERENCES "public"."departments"("codigo_departamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_cobro" ADD CONSTRAINT "solicitudes_cobro_codigo_ciudad_cities_codigo_ciudad_fk" FOREIGN KEY ("codigo_ciudad") REFERENCES "public"."cities"("codigo_ciudad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entidades_pago_nombre_unique" ON "entidades_pago" USING btree ("nombre_entidad");--> statement-breakpoint
CREATE UNIQUE INDEX "medios_pago_usuario_unique" ON "medios_pago_usuario" USING btree ("user_id","medio_pago_id","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_billetera_premio_unique" ON "pagos_billetera" USING btree ("premio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premios_card_jugada_orden_unique" ON "premios" USING btree ("card_id","jugada","orden");--> statement-breakpoint
CREATE INDEX "premios_user_idx" ON "premios" USING btree ("user_id","sorteo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitudes_cobro_premio_unique" ON "solicitudes_cobro" USING btree ("premio_id");--> statement-breakpoint
CREATE INDEX "solicitudes_cobro_user_idx" ON "solicitudes_cobro" USING btree ("user_id","fecha_envio");