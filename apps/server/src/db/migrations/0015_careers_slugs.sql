ALTER TABLE "enterprises" ADD COLUMN "slug" varchar(60);--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "slug" varchar(60);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "slug" varchar(80);--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_slug_uq" ON "enterprises" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "employers_slug_uq" ON "employers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_uq" ON "campaigns" USING btree ("enterprise_id","slug");--> statement-breakpoint
-- hand-written: careers slugs (issue 17, docs/careers-and-exports.md). A slug is lowercase a-z, 0-9
-- and single hyphens. Enterprises and employers share one namespace (/careers/{slug} names either);
-- a job's slug is unique within its enterprise. Inserts that leave the company slug out, and every
-- job insert, get one from the name here, so every insert path (API, seed, tests) is covered.
CREATE FUNCTION "candid_slugify"(source text, fallback text, max_len integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(
		nullif(trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(
			translate(lower(coalesce(source, '')), 'àáâãäåāèéêëēìíîïīòóôõöøōùúûüūýÿñçß', 'aaaaaaaeeeeeiiiiiooooooouuuuuyyncs'),
			'[^a-z0-9]+', '-', 'g')), max_len)), ''),
		fallback)
$$;--> statement-breakpoint
CREATE FUNCTION "candid_company_slug_taken"(candidate text) RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT EXISTS (SELECT 1 FROM "enterprises" WHERE "slug" = candidate)
		OR EXISTS (SELECT 1 FROM "employers" WHERE "slug" = candidate)
$$;--> statement-breakpoint
-- The name's slug, else with -2 .. -5, else with the row's id (and a counter if even that is taken).
CREATE FUNCTION "candid_company_slug"(source text, row_id integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	base text := candid_slugify(source, 'company', 48);
	candidate text := base;
	n integer := 1;
BEGIN
	-- One writer of company slugs at a time (the API's slug edit takes the same lock).
	PERFORM pg_advisory_xact_lock(hashtext('candid.company_slug'));
	WHILE candid_company_slug_taken(candidate) LOOP
		n := n + 1;
		candidate := CASE WHEN n <= 5 THEN base || '-' || n WHEN n = 6 THEN base || '-' || row_id ELSE base || '-' || row_id || '-' || n END;
	END LOOP;
	RETURN candidate;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "candid_company_slug_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."slug" IS NULL OR NEW."slug" = '' THEN
		NEW."slug" := candid_company_slug(NEW."name", NEW."id");
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "enterprises_slug_fill" BEFORE INSERT ON "enterprises" FOR EACH ROW EXECUTE FUNCTION "candid_company_slug_fill"();--> statement-breakpoint
CREATE TRIGGER "employers_slug_fill" BEFORE INSERT ON "employers" FOR EACH ROW EXECUTE FUNCTION "candid_company_slug_fill"();--> statement-breakpoint
CREATE FUNCTION "candid_job_slug"(enterprise integer, source text, row_id integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	base text := candid_slugify(source, 'job', 64);
	candidate text := base;
	n integer := 1;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('candid.job_slug'), enterprise);
	WHILE EXISTS (SELECT 1 FROM "campaigns" WHERE "enterprise_id" = enterprise AND "slug" = candidate) LOOP
		n := n + 1;
		candidate := CASE WHEN n <= 5 THEN base || '-' || n WHEN n = 6 THEN base || '-' || row_id ELSE base || '-' || row_id || '-' || n END;
	END LOOP;
	RETURN candidate;
END;
$$;--> statement-breakpoint
-- Every new job (a copy included) gets its own slug; it is not edited afterwards.
CREATE FUNCTION "candid_job_slug_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."slug" := candid_job_slug(NEW."enterprise_id", coalesce(nullif(trim(NEW."job_title"), ''), NEW."name"), NEW."id");
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_slug_fill" BEFORE INSERT ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "candid_job_slug_fill"();--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
	FOR r IN SELECT "id", "name" FROM "enterprises" WHERE "slug" IS NULL ORDER BY "id" LOOP
		UPDATE "enterprises" SET "slug" = candid_company_slug(r."name", r."id") WHERE "id" = r."id";
	END LOOP;
	FOR r IN SELECT "id", "name" FROM "employers" WHERE "slug" IS NULL ORDER BY "id" LOOP
		UPDATE "employers" SET "slug" = candid_company_slug(r."name", r."id") WHERE "id" = r."id";
	END LOOP;
	FOR r IN SELECT "id", "enterprise_id", "job_title", "name" FROM "campaigns" WHERE "slug" IS NULL ORDER BY "id" LOOP
		UPDATE "campaigns" SET "slug" = candid_job_slug(r."enterprise_id", coalesce(nullif(trim(r."job_title"), ''), r."name"), r."id") WHERE "id" = r."id";
	END LOOP;
END;
$$;
