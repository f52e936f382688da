CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"id_tiempo" integer NOT NULL,
	"tipo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"hasta" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cantidad_cartones" integer NOT NULL,
	"estado_transaccion" text NOT NULL,
	"fecha_sorteo" timestamp with time zone,
	"fecha_transaccion" timestamp with time zone NOT NULL,
	"medio_pago_nombre" text NOT NULL,
	"mensaje" text DEFAULT '' NOT NULL,
	"monto" integer NOT NULL,
	"tipo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"cuerpo" text NOT NULL,
	"enlace" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pack_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pack" text NOT NULL,
	"cantidad" integer NOT NULL,
	"cartones_pendientes" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_exclusion_times" (
	"id_tiempo" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"dias" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"xsrf" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone,
	"expiracion" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nombre" text NOT NULL,
	"apellido" text NOT NULL,
	"telefono" text NOT NULL,
	"direccion_particular" text NOT NULL,
	"tipo_documento" text NOT NULL,
	"documento" text NOT NULL,
	"sexo" text NOT NULL,
	"codigo_pais" integer NOT NULL,
	"codigo_departamento" integer NOT NULL,
	"codigo_ciudad" integer NOT NULL,
	"fecha_nacimiento" date NOT NULL,
	"aceptar_terminos" boolean NOT NULL,
	"recibir_notificaciones" boolean DEFAULT false NOT NULL,
	"validado" boolean DEFAULT false NOT NULL,
	"verificado" boolean DEFAULT false NOT NULL,
	"autoexcluido_hasta" timestamp with time zone,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"mime" text NOT NULL,
	"datos" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cod_pais" integer NOT NULL,
	"estado" text NOT NULL,
	"observacion" text DEFAULT '' NOT NULL,
	"fecha" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_id_tiempo_self_exclusion_times_id_tiempo_fk" FOREIGN KEY ("id_tiempo") REFERENCES "public"."self_exclusion_times"("id_tiempo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_subscriptions" ADD CONSTRAINT "pack_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_codigo_pais_countries_id_fk" FOREIGN KEY ("codigo_pais") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_codigo_departamento_departments_codigo_departamento_fk" FOREIGN KEY ("codigo_departamento") REFERENCES "public"."departments"("codigo_departamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_codigo_ciudad_cities_codigo_ciudad_fk" FOREIGN KEY ("codigo_ciudad") REFERENCES "public"."cities"("codigo_ciudad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_cod_pais_countries_id_fk" FOREIGN KEY ("cod_pais") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movements_user_idx" ON "movements" USING btree ("user_id","fecha_transaccion");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_documento_unique" ON "users" USING btree ("tipo_documento","documento");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_documents_request_orden" ON "verification_documents" USING btree ("request_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending" ON "verification_requests" USING btree ("user_id") WHERE "verification_requests"."estado" = 'PENDIENTE';