CREATE TABLE "judge_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"priority" integer NOT NULL,
	"submission_id" uuid,
	"owner_id" uuid,
	"language" "language" NOT NULL,
	"payload" jsonb,
	"result" jsonb,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"worker_id" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "judge_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_results" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "submission_results" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "tests_total" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "judge_jobs" ADD CONSTRAINT "judge_jobs_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judge_jobs_claim_idx" ON "judge_jobs" USING btree ("state","priority","created_at");--> statement-breakpoint
CREATE INDEX "judge_jobs_submission_idx" ON "judge_jobs" USING btree ("submission_id");