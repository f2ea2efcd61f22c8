// Each test file gets its own in-memory database unless the run targets a PostgreSQL server.
if (!process.env.DATABASE_URL) process.env.DATA_DIR = 'memory://';
