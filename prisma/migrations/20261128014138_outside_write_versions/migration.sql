-- PostgreSQL only: triggers that bump the cache versions on writes made outside the API (prisma/extra-sql.ts,
-- src/core/coherence.ts). One process on SQLite polls instead; this empty step keeps both histories alike.
SELECT 1;
