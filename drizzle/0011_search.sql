-- Site search (issue 17): PostgreSQL full-text search over a tokenisation built here in SQL, the same on PGlite and
-- PostgreSQL (no parser, dictionary or extension involved): Latin letters and digits become lower-case words, runs of
-- Han characters and kana become every single character and every overlapping pair (bigrams). A query is the AND of its
-- words as prefixes and of its Han pairs (a lone character stays one term). GIN indexes hold the documents' vectors;
-- Function bodies name public. explicitly: PostgreSQL 17 builds indexes with a safe search_path.
-- server/modules/search/search-data.ts repeats the indexed expressions exactly so the planner can use them.
CREATE FUNCTION search_doc_tokens(input text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT token), '{}'::text[]) FROM (
    SELECT w[1] AS token FROM regexp_matches(lower(input), '[a-z0-9]+', 'g') AS w
    UNION ALL
    SELECT substr(r[1], i, n) FROM regexp_matches(input, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') AS r,
      generate_series(1, length(r[1])) AS i, (VALUES (1), (2)) AS s(n)
    WHERE i + n - 1 <= length(r[1])
  ) AS t
$$;
--> statement-breakpoint
CREATE FUNCTION search_vector(input text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_to_tsvector(public.search_doc_tokens(regexp_replace(input, '<[^>]*>', ' ', 'g')))
$$;
--> statement-breakpoint
-- Title terms weigh A, the rest D: ts_rank puts title matches first.
CREATE FUNCTION search_document(title text, body text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(public.search_vector(coalesce(title, '')), 'A') || public.search_vector(coalesce(body, ''))
$$;
--> statement-breakpoint
-- NULL when the text holds no searchable term ('%', quotes, punctuation): `@@ NULL` matches nothing.
CREATE FUNCTION search_query(input text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_agg(term, ' & ')::tsquery FROM (
    SELECT DISTINCT term FROM (
      SELECT '''' || w[1] || ''':*' AS term FROM regexp_matches(lower(input), '[a-z0-9]+', 'g') AS w
      UNION ALL
      SELECT '''' || substr(r[1], i, least(2, length(r[1]))) || '''' FROM regexp_matches(input, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') AS r,
        generate_series(1, greatest(length(r[1]) - 1, 1)) AS i
    ) AS all_terms
  ) AS t
$$;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (search_document("name", coalesce("typename", '') || ' ' || coalesce("description", '') || ' ' || coalesce("slogan", '') || ' ' || coalesce("intro", '')));
--> statement-breakpoint
CREATE INDEX "support_essays_search_idx" ON "support_essays" USING gin (search_document("title", coalesce("description", '') || ' ' || "content"));
