-- Keeps products.ships_domestic / ships_international equal to "has a shipping option whose name says
-- domestic / international" (isDomesticShipping, isInternationalShipping in the domain), so the "ships to"
-- filter and facet read the artwork's row. Statement-level: a set-based insert updates each artwork once.
CREATE FUNCTION refresh_shipping_reach(product_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET ships_domestic = reach.domestic, ships_international = reach.international
  FROM (
    SELECT id,
      EXISTS (SELECT 1 FROM shipping_options o WHERE o.product_id = products.id AND o.name ~* 'domestic') AS domestic,
      EXISTS (SELECT 1 FROM shipping_options o WHERE o.product_id = products.id AND o.name ~* 'international') AS international
    FROM products WHERE id = ANY (product_ids)
  ) reach
  WHERE p.id = reach.id AND (p.ships_domestic, p.ships_international) IS DISTINCT FROM (reach.domestic, reach.international);
$$;
--> statement-breakpoint
-- PL/pgSQL plans a statement when it first runs it, so each branch names only the transition tables its event has.
CREATE FUNCTION remember_shipping_reach() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_shipping_reach(ARRAY(SELECT DISTINCT product_id FROM new_options));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_shipping_reach(ARRAY(SELECT DISTINCT product_id FROM old_options));
  ELSE
    PERFORM refresh_shipping_reach(ARRAY(SELECT product_id FROM new_options UNION SELECT product_id FROM old_options));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER shipping_options_reach_insert AFTER INSERT ON shipping_options
  REFERENCING NEW TABLE AS new_options FOR EACH STATEMENT EXECUTE FUNCTION remember_shipping_reach();
--> statement-breakpoint
CREATE TRIGGER shipping_options_reach_update AFTER UPDATE ON shipping_options
  REFERENCING OLD TABLE AS old_options NEW TABLE AS new_options FOR EACH STATEMENT EXECUTE FUNCTION remember_shipping_reach();
--> statement-breakpoint
CREATE TRIGGER shipping_options_reach_delete AFTER DELETE ON shipping_options
  REFERENCING OLD TABLE AS old_options FOR EACH STATEMENT EXECUTE FUNCTION remember_shipping_reach();
--> statement-breakpoint
UPDATE products SET
  ships_domestic = EXISTS (SELECT 1 FROM shipping_options o WHERE o.product_id = products.id AND o.name ~* 'domestic'),
  ships_international = EXISTS (SELECT 1 FROM shipping_options o WHERE o.product_id = products.id AND o.name ~* 'international');
