-- Read-mostly tables announce every change on the `repasse_cache` channel, so each server process
-- drops what it keeps in memory of them (db/read-cache.ts). NOTIFY is delivered at commit, and a
-- trigger catches every writer: use cases, admin SQL, migrations and tests alike.
CREATE OR REPLACE FUNCTION repasse_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('repasse_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER platform_settings_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platform_settings
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER payment_methods_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_methods
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER fee_profiles_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fee_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER acquirers_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON acquirers
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER acquirer_routes_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON acquirer_routes
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER webhook_endpoints_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON webhook_endpoints
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
-- Only what the cache keeps: a key's use stamp (last_used_at) or a login changes nothing cached.
CREATE TRIGGER api_keys_cache AFTER UPDATE OF seller_id, mode, kind, public_value, secret_hash, revoked_at ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER api_keys_cache_removed AFTER DELETE OR TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OF role, document_status, custom_acquirers, raw_card_allowed, fee_profile_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
--> statement-breakpoint
CREATE TRIGGER users_cache_removed AFTER DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
