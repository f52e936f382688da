CREATE TABLE "pausas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"dias" integer NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"hasta" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_realidad" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"minutos" integer NOT NULL,
	"cambiado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "juego_responsable_auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"accion" text NOT NULL,
	"detalle" text NOT NULL,
	"sesion_id" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limites_gasto" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"periodo" text NOT NULL,
	"monto" integer,
	"desde" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone NOT NULL,
	"cancelado_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pausas" ADD CONSTRAINT "pausas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_realidad" ADD CONSTRAINT "control_realidad_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "juego_responsable_auditoria" ADD CONSTRAINT "juego_responsable_auditoria_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_gasto" ADD CONSTRAINT "limites_gasto_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pausas_user_idx" ON "pausas" USING btree ("user_id","hasta");--> statement-breakpoint
CREATE INDEX "juego_responsable_auditoria_user_idx" ON "juego_responsable_auditoria" USING btree ("user_id","creado_en");--> statement-breakpoint
CREATE INDEX "limites_gasto_user_idx" ON "limites_gasto" USING btree ("user_id","periodo","desde");