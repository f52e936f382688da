CREATE TABLE "avisos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"user_id" integer NOT NULL,
	"sorteo_id" integer NOT NULL,
	"creado_en" timestamp with time zone NOT NULL,
	"cerrado_en" timestamp with time zone,
	"correo_id" integer,
	"correo_en" timestamp with time zone,
	"push_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suscripciones_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"premios" boolean NOT NULL,
	"elegir_carton" boolean NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_sorteo_id_draws_id_fk" FOREIGN KEY ("sorteo_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_correo_id_outbox_id_fk" FOREIGN KEY ("correo_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suscripciones_push" ADD CONSTRAINT "suscripciones_push_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_tipo_sorteo_user_unique" ON "avisos" USING btree ("tipo","sorteo_id","user_id");--> statement-breakpoint
CREATE INDEX "avisos_user_idx" ON "avisos" USING btree ("user_id","cerrado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "suscripciones_push_endpoint_unique" ON "suscripciones_push" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "suscripciones_push_user_idx" ON "suscripciones_push" USING btree ("user_id");