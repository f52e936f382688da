CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"foto" text NOT NULL,
	"foto_movil" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"titulo" text NOT NULL,
	"texto_url" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"codigo_ciudad" integer PRIMARY KEY NOT NULL,
	"codigo_departamento" integer NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"foto" text NOT NULL,
	"contenido" text NOT NULL,
	"en_inicio" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_items" (
	"nombre" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text NOT NULL,
	"mensaje" text NOT NULL,
	"creado_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"pais_nombre" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"codigo_departamento" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text NOT NULL,
	"localizacion" text NOT NULL,
	"ciudad" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"pregunta" text NOT NULL,
	"respuesta" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"file" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"nombre" text DEFAULT '' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"foto" text NOT NULL,
	"tipo_premio" text NOT NULL,
	"descripcion" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion_corta" text NOT NULL,
	"descripcion_larga" text NOT NULL,
	"file" text NOT NULL,
	"documento" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"tagline" text NOT NULL,
	"direccion" text NOT NULL,
	"url_facebook" text DEFAULT '' NOT NULL,
	"url_twitter" text DEFAULT '' NOT NULL,
	"url_youtube" text DEFAULT '' NOT NULL,
	"url_instagram" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_codigo_departamento_departments_codigo_departamento_fk" FOREIGN KEY ("codigo_departamento") REFERENCES "public"."departments"("codigo_departamento") ON DELETE no action ON UPDATE no action;