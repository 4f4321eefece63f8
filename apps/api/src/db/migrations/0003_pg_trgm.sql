-- Trigram matching for typo-tolerant search ("monsun" finds "Monsoon"); a trusted extension since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
