CREATE TYPE "public"."difficulty" AS ENUM('EASY', 'MEDIUM', 'HARD');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('JAVASCRIPT', 'PYTHON', 'JAVA');--> statement-breakpoint
CREATE TYPE "public"."problem_source" AS ENUM('ADMIN', 'CATALOG');--> statement-breakpoint
CREATE TABLE "playlist_problems" (
	"playlist_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_problems_playlist_id_problem_id_pk" PRIMARY KEY("playlist_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"constraints" text NOT NULL,
	"hints" text[] DEFAULT '{}'::text[] NOT NULL,
	"editorial" text,
	"examples" jsonb NOT NULL,
	"code_snippets" jsonb NOT NULL,
	"reference_solutions" jsonb NOT NULL,
	"created_by" uuid,
	"source" "problem_source" DEFAULT 'ADMIN' NOT NULL,
	"catalog_slug" text,
	"catalog_hash" text,
	"admin_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solved" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"first_solved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solved_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "submission_results" (
	"submission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"passed" boolean NOT NULL,
	"status" text NOT NULL,
	"stdout" text,
	"stderr" text,
	"compile_output" text,
	"expected" text,
	"time_ms" integer,
	"memory_kb" integer,
	CONSTRAINT "submission_results_submission_id_position_pk" PRIMARY KEY("submission_id","position")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" "language" NOT NULL,
	"source_code" text NOT NULL,
	"status" text NOT NULL,
	"time_ms" integer,
	"memory_kb" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_cases" (
	"problem_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"input" text NOT NULL,
	"output" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "test_cases_problem_id_position_pk" PRIMARY KEY("problem_id","position")
);
--> statement-breakpoint
ALTER TABLE "playlist_problems" ADD CONSTRAINT "playlist_problems_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_problems" ADD CONSTRAINT "playlist_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solved" ADD CONSTRAINT "solved_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solved" ADD CONSTRAINT "solved_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_results" ADD CONSTRAINT "submission_results_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playlists_user_name_unique" ON "playlists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "problems_catalog_slug_unique" ON "problems" USING btree ("catalog_slug");--> statement-breakpoint
CREATE INDEX "problems_created_idx" ON "problems" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "solved_first_solved_idx" ON "solved" USING btree ("first_solved_at");--> statement-breakpoint
CREATE INDEX "submissions_user_created_idx" ON "submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_problem_idx" ON "submissions" USING btree ("problem_id");