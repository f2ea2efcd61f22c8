import path from 'node:path';

/** Where the data lives: PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export const isEmbedded = () => !process.env.DATABASE_URL;

/** DATA_DIR=memory:// keeps the embedded database in memory (tests). */
export const IN_MEMORY = 'memory://';

export const dataDir = () => process.env.DATA_DIR || '.data';

export const pgliteDir = () => (dataDir() === IN_MEMORY ? IN_MEMORY : path.join(dataDir(), 'pglite'));
