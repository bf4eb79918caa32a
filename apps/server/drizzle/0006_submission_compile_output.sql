-- Issue 13 / decision 0017: the compile output is stored once per submission (it comes from the
-- source alone), and each result row names the judging round it belongs to, so a new round needs
-- no delete before its first test and readers show the current round only. Existing rows keep
-- reading the same: their compile output moves to the submission, their round is the current one.
ALTER TABLE "submission_results" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "compile_output" text;--> statement-breakpoint
UPDATE "submission_results" r SET "attempt" = s."attempt" FROM "submissions" s WHERE s."id" = r."submission_id";--> statement-breakpoint
UPDATE "submissions" s SET "compile_output" = r."compile_output"
  FROM (SELECT DISTINCT ON ("submission_id") "submission_id", "compile_output" FROM "submission_results"
        WHERE "compile_output" IS NOT NULL ORDER BY "submission_id", "position") r
  WHERE r."submission_id" = s."id";--> statement-breakpoint
ALTER TABLE "submission_results" DROP COLUMN "compile_output";
