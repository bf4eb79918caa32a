-- Read caches (docs/decisions/0012-read-caches.md): every write that can change a cached read
-- tells every API process at commit, over NOTIFY on channel codedojo_cache. Payloads:
-- 'problems' (catalogue or tests changed), 'leaderboard' (solved marks changed),
-- 'session:<id>' (a session ended or changed), 'user:<id>' (a user's row changed or went).
CREATE OR REPLACE FUNCTION codedojo_notify_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('codedojo_cache', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION codedojo_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('codedojo_cache', 'session:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION codedojo_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('codedojo_cache', 'user:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER problems_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON problems
  FOR EACH STATEMENT EXECUTE FUNCTION codedojo_notify_topic('problems');
--> statement-breakpoint
CREATE TRIGGER test_cases_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON test_cases
  FOR EACH STATEMENT EXECUTE FUNCTION codedojo_notify_topic('problems');
--> statement-breakpoint
CREATE TRIGGER solved_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solved
  FOR EACH STATEMENT EXECUTE FUNCTION codedojo_notify_topic('leaderboard');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION codedojo_notify_session();
--> statement-breakpoint
CREATE TRIGGER users_notify_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION codedojo_notify_user();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: drop every cached session.
CREATE TRIGGER sessions_truncate_notify_cache AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION codedojo_notify_topic('sessions');
--> statement-breakpoint
CREATE TRIGGER users_truncate_notify_cache AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION codedojo_notify_topic('sessions');
