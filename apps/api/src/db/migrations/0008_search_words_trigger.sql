-- Keeps search_words in step with the artworks: every word of a product's search text, 3+ characters.
CREATE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF title, artist_name, subcategory, style, medium ON products
  FOR EACH ROW EXECUTE FUNCTION remember_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT word FROM products, regexp_split_to_table(products.search_text, '[^[:alnum:]]+') AS word
WHERE length(word) >= 3
ON CONFLICT DO NOTHING;
