CREATE TABLE "product_search" (
	"product_id" text PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"words" text[] DEFAULT '{}' NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_misses_count_index" ON "search_misses" USING btree ("count");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A product's search document and words, from its own row and the names of its categories,
-- sub-categories and colours. Adjacent name words also go in joined ('Book Shelf' gives
-- 'bookshelf'), so a shopper's spacing does not matter. `words` feed search_words, the
-- vocabulary typos are corrected against. Only active products have a row.
CREATE FUNCTION refresh_product_search(ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_search s
  WHERE s.product_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id AND p.is_active);
  WITH source AS (
    SELECT p.id, p.name, p.sku, p.tag_line, p.created_at,
      concat_ws(' ',
        (SELECT string_agg(c.name, ' ') FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id),
        (SELECT string_agg(s.name, ' ') FROM product_sub_categories ps JOIN sub_categories s ON s.id = ps.sub_category_id WHERE ps.product_id = p.id)
      ) AS category_names,
      coalesce((SELECT string_agg(c.name, ' ') FROM product_colors pc JOIN colors c ON c.id = pc.color_id WHERE pc.product_id = p.id), '') AS color_names,
      trim(regexp_replace(lower(p.name), '[^a-z0-9]+', ' ', 'g')) AS name_words
    FROM products p
    WHERE p.id = ANY(ids) AND p.is_active
  )
  INSERT INTO product_search (product_id, document, words, name_key, created_at)
  SELECT id,
    setweight(to_tsvector('english', name || ' ' || coalesce(
      (SELECT string_agg(w[i] || w[i + 1], ' ') FROM (SELECT string_to_array(name_words, ' ') AS w) split, generate_series(1, cardinality(w) - 1) i), ''
    )), 'A')
      || setweight(to_tsvector('english', category_names), 'B')
      || setweight(array_to_tsvector(ARRAY[lower(sku)]), 'B')
      || setweight(to_tsvector('english', tag_line || ' ' || color_names), 'C'),
    ARRAY(
      SELECT DISTINCT w
      FROM regexp_split_to_table(lower(concat_ws(' ', name, category_names, tag_line, color_names)), '[^a-z0-9]+') w
      WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
      ORDER BY w
    ),
    ' ' || name_words || ' ',
    created_at
  FROM source
  ON CONFLICT (product_id) DO UPDATE
    SET document = excluded.document, words = excluded.words, name_key = excluded.name_key, created_at = excluded.created_at
    WHERE (product_search.document, product_search.words, product_search.name_key, product_search.created_at)
      IS DISTINCT FROM (excluded.document, excluded.words, excluded.name_key, excluded.created_at)
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert (the seed, a CSV import, the
-- catalogue generator) refreshes each product once per statement, not once per row. A bulk
-- loader that writes products and then their links may `SET LOCAL woodnest.search_refresh =
-- 'deferred'` and call refresh_product_search once for what it wrote, before it commits.
CREATE FUNCTION product_search_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('woodnest.search_refresh', true) = 'deferred' THEN RETURN NULL; END IF;
  PERFORM refresh_product_search(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_search_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('woodnest.search_refresh', true) = 'deferred' THEN RETURN NULL; END IF;
  -- Stock and sold counts change with every order: only what the document reads counts.
  PERFORM refresh_product_search(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.sku, n.tag_line, n.is_active, n.created_at) IS DISTINCT FROM (o.name, o.sku, o.tag_line, o.is_active, o.created_at)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_search_links_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('woodnest.search_refresh', true) = 'deferred' THEN RETURN NULL; END IF;
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_search_links_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('woodnest.search_refresh', true) = 'deferred' THEN RETURN NULL; END IF;
  PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_search_links_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('woodnest.search_refresh', true) = 'deferred' THEN RETURN NULL; END IF;
  PERFORM refresh_product_search(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_search_names_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('woodnest.search_refresh', true) = 'deferred' THEN RETURN NULL; END IF;
  -- A renamed category, sub-category or colour: every product that carries it.
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT link.product_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (
        SELECT product_id FROM product_categories WHERE TG_TABLE_NAME = 'categories' AND category_id = n.id
        UNION ALL SELECT product_id FROM product_sub_categories WHERE TG_TABLE_NAME = 'sub_categories' AND sub_category_id = n.id
        UNION ALL SELECT product_id FROM product_colors WHERE TG_TABLE_NAME = 'colors' AND color_id = n.id
      ) link
    WHERE n.name IS DISTINCT FROM o.name
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_on_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_inserted();
--> statement-breakpoint
CREATE TRIGGER product_search_on_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_products_updated();
--> statement-breakpoint
CREATE TRIGGER product_search_on_insert AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_inserted();
--> statement-breakpoint
CREATE TRIGGER product_search_on_update AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_updated();
--> statement-breakpoint
CREATE TRIGGER product_search_on_delete AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_deleted();
--> statement-breakpoint
CREATE TRIGGER product_search_on_insert AFTER INSERT ON product_sub_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_inserted();
--> statement-breakpoint
CREATE TRIGGER product_search_on_update AFTER UPDATE ON product_sub_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_updated();
--> statement-breakpoint
CREATE TRIGGER product_search_on_delete AFTER DELETE ON product_sub_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_deleted();
--> statement-breakpoint
CREATE TRIGGER product_search_on_insert AFTER INSERT ON product_colors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_inserted();
--> statement-breakpoint
CREATE TRIGGER product_search_on_update AFTER UPDATE ON product_colors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_updated();
--> statement-breakpoint
CREATE TRIGGER product_search_on_delete AFTER DELETE ON product_colors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_links_deleted();
--> statement-breakpoint
CREATE TRIGGER product_search_on_rename AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_names_updated();
--> statement-breakpoint
CREATE TRIGGER product_search_on_rename AFTER UPDATE ON sub_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_names_updated();
--> statement-breakpoint
CREATE TRIGGER product_search_on_rename AFTER UPDATE ON colors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_names_updated();
--> statement-breakpoint
-- search_words counts the active products using each word: a word's count moves by the
-- difference between the old and the new word lists of the documents a statement changed.
CREATE FUNCTION search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, products)
  SELECT word, sum(delta)::int FROM (SELECT unnest(words), 1 FROM new_rows) AS change(word, delta)
  GROUP BY word HAVING sum(delta) <> 0
  ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, products)
  SELECT word, sum(delta)::int FROM (SELECT unnest(words), -1 FROM old_rows) AS change(word, delta)
  GROUP BY word HAVING sum(delta) <> 0
  ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, products)
  SELECT word, sum(delta)::int FROM (SELECT unnest(words), 1 FROM new_rows UNION ALL SELECT unnest(words), -1 FROM old_rows) AS change(word, delta)
  GROUP BY word HAVING sum(delta) <> 0
  ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_words_on_insert AFTER INSERT ON product_search REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_inserted();
--> statement-breakpoint
CREATE TRIGGER search_words_on_update AFTER UPDATE ON product_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_updated();
--> statement-breakpoint
CREATE TRIGGER search_words_on_delete AFTER DELETE ON product_search REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_deleted();
--> statement-breakpoint
-- Shop data, not schema: the content role edits it later. Each row is a group of terms a shopper
-- may use for the same thing, Hindi and Hinglish beside English.
INSERT INTO search_synonyms (id, terms) VALUES
  ('almirah', '{"almirah","almira","almari","almaari","cupboard","wardrobe","closet"}'),
  ('divan', '{"divan","diwan","deewan","dewan","settee","couch","sofa"}'),
  ('sofa-cum-bed', '{"sofa cum bed","sofa bed","sofabed","futon"}'),
  ('palang', '{"palang","pallang","bed","cot"}'),
  ('kursi', '{"kursi","kursee","chair"}'),
  ('aaram-kursi', '{"aaram kursi","aram kursi","easy chair","recliner"}'),
  ('mez', '{"mez","mej","table"}'),
  ('jhula', '{"jhula","jhoola","jhulla","swing"}'),
  ('palna', '{"palna","palana","cradle"}'),
  ('takht', '{"takht","takhat","takht posh","takhtposh","takhat posh"}'),
  ('chowki', '{"chowki","chowky","chauki","chouki","bajot","patla"}'),
  ('pidha', '{"pidha","peedha","peeda","stool"}'),
  ('moodha', '{"moodha","mudha","mooda","pouffe","pouf","ottoman"}'),
  ('charpai', '{"charpai","charpoy","khatiya","khat","khaat"}'),
  ('mandir', '{"mandir","pooja unit","puja unit","pooja mandir","puja mandir","pooja","puja","temple"}'),
  ('shringar', '{"shringar","shringar table","shringar dan","singar","dressing table","vanity table"}'),
  ('chest-of-drawers', '{"chest of drawers","dresser","drawer chest"}'),
  ('sandook', '{"sandook","sanduk","sandooq","peti","trunk"}'),
  ('aaina', '{"aaina","aina","darpan","sheesha","shisha","mirror"}'),
  ('kaleen', '{"kaleen","galicha","galeecha","dari","durrie","dhurrie","dhurry","rug","carpet"}'),
  ('diya', '{"diya","deepak","lamp"}'),
  ('gadda', '{"gadda","gadde","mattress"}'),
  ('takiya', '{"takiya","takia","pillow","cushion"}'),
  ('gamla', '{"gamla","gamle","planter","flower pot"}'),
  ('showcase', '{"showcase","crockery unit","crockery cabinet","display cabinet"}'),
  ('bookshelf', '{"bookshelf","bookcase","book rack","kitab rack","kitaab rack"}'),
  ('shoe-rack', '{"shoe rack","joota rack","juta rack","jutta stand","shoe stand","shoe cabinet"}'),
  ('tv-unit', '{"tv unit","tv cabinet","tv stand","tv table","entertainment unit"}'),
  ('coffee-table', '{"coffee table","centre table","center table","tea table","teapoy"}'),
  ('bedside-table', '{"bedside table","side table","nightstand","night stand"}'),
  ('study-table', '{"study table","padhai table","writing desk","desk"}'),
  ('dining-table', '{"dining table","khane ki mez","dinner table"}'),
  ('sheesham', '{"sheesham","shisham","sisham","sheesham wood","indian rosewood"}'),
  ('teak', '{"teak","sagwan","sagon","sagaun"}'),
  ('mango-wood', '{"mango wood","aam wood","aam ki lakdi"}'),
  ('cane', '{"cane","rattan","wicker"}');
--> statement-breakpoint
SELECT refresh_product_search(ARRAY(SELECT id FROM products));
