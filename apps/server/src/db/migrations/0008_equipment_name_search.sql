-- My Equipment's search looks in the stored lower-cased name instead of lower-casing every row.
ALTER TABLE "equipment" ADD COLUMN "name_search" text GENERATED ALWAYS AS (lower(name)) STORED;