-- The finder's in-memory index in every API process (src/resources/finder/shops-nearby-index.ts)
-- compares this number with the one it was built at before it answers, and reloads when it
-- moved. Triggers bump it in the same transaction as every statement that can change the
-- finder's answers, whatever made it (a route, the operator CLI, SQL by hand), so no caller can
-- forget to; they also send a notice so that every process reloads before its next request.
CREATE TABLE finder_changes (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO finder_changes (version) VALUES (1);

CREATE FUNCTION finder_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that touched no row (an approval of an unknown id, say) changes nothing: the
  -- number stays, so a refused request leaves the database exactly as it was.
  -- Nested: an expression naming changed_rows is planned as a whole, and only these triggers
  -- have that table.
  IF TG_LEVEL = 'STATEMENT' AND TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE finder_changes SET version = version + 1;
  -- Delivered at commit, once per transaction however many statements sent it.
  PERFORM pg_notify('bildbote_finder_changed', '');
  RETURN NULL;
END
$$;

-- Per statement, not per row: a bulk import bumps the number once per statement. Creating a
-- pending studio also bumps it: rare enough that telling the cases apart is not worth it.
-- PostgreSQL allows a transition table only on a trigger of one event, hence one per event.
CREATE TRIGGER studio_locations_inserted_finder_changed
  AFTER INSERT ON studio_locations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION finder_changed();
CREATE TRIGGER studio_locations_updated_finder_changed
  AFTER UPDATE ON studio_locations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION finder_changed();
CREATE TRIGGER studio_locations_deleted_finder_changed
  AFTER DELETE ON studio_locations REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION finder_changed();
CREATE TRIGGER studio_locations_truncated_finder_changed
  AFTER TRUNCATE ON studio_locations
  FOR EACH STATEMENT EXECUTE FUNCTION finder_changed();

-- Blocking or unblocking a company hides or shows its studios; deleting one deletes its studios
-- (ON DELETE CASCADE), which the triggers above see.
CREATE TRIGGER companies_finder_changed
  AFTER UPDATE OF blocked_at ON companies
  FOR EACH ROW WHEN (OLD.blocked_at IS DISTINCT FROM NEW.blocked_at)
  EXECUTE FUNCTION finder_changed();
CREATE TRIGGER companies_truncated_finder_changed
  AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION finder_changed();
