import fs from 'node:fs';
import path from 'node:path';
import { dataDir, IN_MEMORY } from './location';

/**
 * PGlite is single-process and takes no lock of its own: a second process on the same directory
 * reads stale pages and can corrupt it. The owner records itself next to the data; others refuse
 * while it runs.
 *
 * A pid alone cannot say whether the owner still runs: a killed owner can linger as a zombie, which
 * signals still reach, and its pid can be handed to another program; either blocked every restart.
 * So the record also holds when the process started (field 22 of /proc/<pid>/stat, clock ticks since
 * boot) and which boot that was: the owner runs only while that pid, started at that moment of this
 * boot, is alive and not a zombie. A listening Unix socket in the folder would tell the same, but it
 * can only be checked asynchronously, its path is limited to about 100 bytes and some mounted folders
 * do not hold sockets. Without /proc (macOS), the signal is all there is to go by.
 */
const lockFile = () => path.join(dataDir(), 'owner.pid');

export type OwnerRecord = { pid: number; startTime?: string; bootId?: string };
export type ProcessStat = { state: string; startTime: string };

/** The process name (field 2) may hold spaces and parentheses: fields are counted after its last ')'. */
export function parseStat(text: string): ProcessStat | null {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]];
  return state && startTime && /^\d+$/.test(startTime) ? { state, startTime } : null;
}

/** A record as written by takeOwnership, or a bare pid (the record's earlier form). */
export function parseOwner(text: string): OwnerRecord | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const record = JSON.parse(trimmed) as OwnerRecord;
    return Number.isInteger(record.pid) && record.pid > 0 ? record : null;
  } catch {
    return null;
  }
}

/**
 * Whether the recorded owner still runs, from what is seen of its pid now: whether a signal reaches
 * it, its /proc stat (null without /proc) and the boot id (null where unknown).
 */
export function ownerRuns(
  owner: OwnerRecord,
  seen: { signalled: boolean; stat: ProcessStat | null; bootId: string | null },
): boolean {
  if (!seen.signalled) return false;
  if (owner.bootId && seen.bootId && owner.bootId !== seen.bootId) return false;
  if (!seen.stat) return true;
  // Z: killed, waiting for its parent to collect it; X: on its way out.
  if (seen.stat.state === 'Z' || seen.stat.state === 'X') return false;
  return !owner.startTime || owner.startTime === seen.stat.startTime;
}

function readStat(pid: number): ProcessStat | null {
  try {
    return parseStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

function readBootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function signalled(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What the owner writes about itself; also how a test stands in for an owner. */
export function ownerRecord(pid: number): OwnerRecord {
  return { pid, startTime: readStat(pid)?.startTime, bootId: readBootId() ?? undefined };
}

function readOwner(): OwnerRecord | null {
  try {
    return parseOwner(fs.readFileSync(lockFile(), 'utf8'));
  } catch {
    return null;
  }
}

export function currentOwner(): number | null {
  if (dataDir() === IN_MEMORY) return null;
  const owner = readOwner();
  if (!owner || owner.pid === process.pid) return null;
  const seen = { signalled: signalled(owner.pid), stat: readStat(owner.pid), bootId: readBootId() };
  return ownerRuns(owner, seen) ? owner.pid : null;
}

/**
 * Creates the record only if there is none, whole: it is written aside and linked into place, so of
 * two servers starting at once one claims the folder and the other reads a complete record.
 */
function claim(record: string): boolean {
  const draft = `${lockFile()}.${process.pid}`;
  fs.writeFileSync(draft, record);
  try {
    fs.linkSync(draft, lockFile());
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

export function takeOwnership(): void {
  if (dataDir() === IN_MEMORY) return;
  fs.mkdirSync(dataDir(), { recursive: true });
  while (!claim(JSON.stringify(ownerRecord(process.pid)))) {
    const owner = currentOwner();
    if (owner) {
      throw new Error(
        `The embedded database in ${dataDir()} is in use by process ${owner}. ` +
          'Stop that process first, or set DATABASE_URL to share a PostgreSQL server.',
      );
    }
    // Left by an owner that has ended, or by this process before.
    fs.rmSync(lockFile(), { force: true });
  }
  process.once('exit', () => {
    try {
      if (readOwner()?.pid === process.pid) fs.unlinkSync(lockFile());
    } catch {
      // Already gone.
    }
  });
}
