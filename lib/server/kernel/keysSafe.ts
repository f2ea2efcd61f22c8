import { DomainError } from './errors';

/**
 * A write of a provider's keys. A database error names the statement's parameters, the keys among
 * them: it is logged without them (under `scope`), and the operator gets a plain message.
 */
export async function keysSafe<T>(scope: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    console.error(JSON.stringify({ scope, event: 'config-write-failed', error: (error as Error).name }));
    throw new DomainError('internal', '設定未能儲存，請稍後再試');
  }
}
