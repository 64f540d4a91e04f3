-- Each process keeps the sessions it authenticates in memory (modules/auth/sessions.ts), so what
-- ends or changes one announces itself like the other read-mostly tables (migration 0014). A new
-- session or its last-seen stamp changes nothing kept.
CREATE TRIGGER sessions_cache AFTER UPDATE OF user_id, token_hash, expires_at, revoked_at, impersonator_id ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_cache_removed AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
-- A session answers with its user's name, email and nationality too.
DROP TRIGGER users_cache ON users;
--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OF role, document_status, custom_acquirers, raw_card_allowed, fee_profile_id, email, full_name, nationality ON users
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
