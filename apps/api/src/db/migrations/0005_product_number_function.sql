-- Product numbers are P + at least five digits: P00001 ... P99999, then P100000 (lpad alone would truncate).
CREATE FUNCTION format_product_number(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'P' || CASE WHEN n < 100000 THEN lpad(n::text, 5, '0') ELSE n::text END
$$;
