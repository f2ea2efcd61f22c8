import fs from 'node:fs';
import path from 'node:path';
import { dataDir, IN_MEMORY } from './location';

/**
 * PGlite is single-process and takes no lock of its own: a second process on the same directory
 * reads stale pages and can corrupt it. The owner writes its pid next to the data; others refuse.
 */
const lockFile = () => path.join(dataDir(), 'owner.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function currentOwner(): number | null {
  if (dataDir() === IN_MEMORY) return null;
  try {
    const pid = Number(fs.readFileSync(lockFile(), 'utf8').trim());
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function takeOwnership(): void {
  if (dataDir() === IN_MEMORY) return;
  const owner = currentOwner();
  if (owner) {
    throw new Error(
      `The embedded database in ${dataDir()} is in use by process ${owner}. ` +
        'Stop that process first, or set DATABASE_URL to share a PostgreSQL server.',
    );
  }
  fs.mkdirSync(dataDir(), { recursive: true });
  fs.writeFileSync(lockFile(), String(process.pid));
  process.once('exit', () => {
    try {
      if (fs.readFileSync(lockFile(), 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile());
    } catch {
      // Already gone.
    }
  });
}
