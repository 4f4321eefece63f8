-- What a provider said about a payment is evidence: it is kept as received and never rewritten.
CREATE FUNCTION refuse_payment_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_events_append_only
  BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION refuse_payment_event_change();
