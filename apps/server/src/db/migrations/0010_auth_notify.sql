-- Signed-in sessions are cached briefly in each server process (modules/auth/session-cache.ts).
-- Whatever changes who a session belongs to or what it may do tells every process at commit, on
-- the channel candid_auth, with the user's id as payload: a revoked or deleted session, and a
-- user's status, access level, email or enterprise changing, or the user being deleted. A
-- sliding-expiry update (expires_at only) says nothing. A TRUNCATE of either table says '*': forget
-- every cached session.
CREATE FUNCTION candid_auth_notify() RETURNS trigger AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('candid_auth', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('candid_auth', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('candid_auth', OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER UPDATE OF revoked_at, user_id, token_hash ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION candid_auth_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION candid_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OF status, access_level, email, enterprise_id ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.access_level IS DISTINCT FROM NEW.access_level OR OLD.email IS DISTINCT FROM NEW.email OR OLD.enterprise_id IS DISTINCT FROM NEW.enterprise_id)
  EXECUTE FUNCTION candid_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_notify_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION candid_auth_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION candid_auth_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_notify_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION candid_auth_notify();
