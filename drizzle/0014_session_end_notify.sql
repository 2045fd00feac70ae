-- A session that ends (sign-out, a new password, a deleted user, an expired row cleared) tells every
-- app instance, so none keeps trusting its cached copy or keeps its live-update streams open.
-- Only the session's id and its user's id travel; the token never does.
CREATE OR REPLACE FUNCTION notify_session_end() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ends', json_build_object('id', OLD.id, 'userId', OLD.user_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_end AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_end();
