CREATE TABLE "live_draws" (
	"sorteo_id" integer PRIMARY KEY NOT NULL,
	"estado" text NOT NULL,
	"intervalo_ms" integer NOT NULL,
	"owner" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"iniciado_en" timestamp with time zone NOT NULL,
	"finalizado_en" timestamp with time zone,
	"premios_azar" text
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"sorteo_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"jugada" text,
	"orden" integer,
	"bolilla" integer,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_draws" ADD CONSTRAINT "live_draws_sorteo_id_draws_id_fk" FOREIGN KEY ("sorteo_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_sorteo_id_draws_id_fk" FOREIGN KEY ("sorteo_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_draws_one_running" ON "live_draws" USING btree ("estado") WHERE "live_draws"."estado" = 'EN_CURSO';--> statement-breakpoint
CREATE INDEX "live_events_sorteo_idx" ON "live_events" USING btree ("sorteo_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_call_unique" ON "live_events" USING btree ("sorteo_id","jugada","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_ball_unique" ON "live_events" USING btree ("sorteo_id","jugada","bolilla");--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_edge_unique" ON "live_events" USING btree ("sorteo_id","tipo") WHERE "live_events"."tipo" in ('inicio', 'fin');