import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, IN_MEMORY } from '../db/location';

const slot = globalThis as unknown as { __secrets?: Map<string, string> };

/**
 * The value of the environment variable when set, else a secret kept in DATA_DIR/`file`, written
 * (0600) the first time it is asked for. Only someone who can read the server's data folder, who
 * could read the database anyway, learns it; every process on that folder shares it. An in-memory
 * server keeps a secret of its own that no one else knows.
 */
export function persistentSecret(fromEnv: string | undefined, file: string): string {
  if (fromEnv) return fromEnv;
  const secrets = (slot.__secrets ??= new Map());
  const known = secrets.get(file);
  if (known) return known;
  const fresh = randomBytes(32).toString('base64url');
  if (dataDir() === IN_MEMORY) return remember(secrets, file, fresh);
  const where = path.join(dataDir(), file);
  fs.mkdirSync(dataDir(), { recursive: true });
  try {
    fs.writeFileSync(where, fresh + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return remember(secrets, file, fs.readFileSync(where, 'utf8').trim());
}

function remember(secrets: Map<string, string>, file: string, secret: string): string {
  secrets.set(file, secret);
  return secret;
}
