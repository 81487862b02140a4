-- Distances for the photographer finder: earth_distance(ll_to_earth(lat, lng), ...) in metres.
-- PGlite loads both extensions from @electric-sql/pglite/contrib; PostgreSQL ships them as contrib.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
