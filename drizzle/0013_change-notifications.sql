-- Every server process keeps in-memory copies of token identities and order payment states (issue 19). A change to
-- either row notifies all processes on the database at commit (LISTEN summit_tokens / summit_orders), whoever made it.
CREATE FUNCTION summit_notify_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('summit_orders', OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_notify_change AFTER UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION summit_notify_order_change();
--> statement-breakpoint
CREATE FUNCTION summit_notify_token_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('summit_tokens', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The last-used touch (last_used_at) changes nothing a cache holds: only these columns notify.
CREATE TRIGGER auth_tokens_notify_change AFTER UPDATE OF revoked_at, expires_at, token_hash, subject_id, subject_kind OR DELETE
  ON auth_tokens FOR EACH ROW EXECUTE FUNCTION summit_notify_token_change();
