import { JSON_BODY_LIMIT, readBody } from '../../kernel/body';

/** A posted envelope, bounded like every JSON body; text that is not JSON is left for the sandbox to refuse. */
export async function readSandboxEnvelope(request: Request): Promise<unknown> {
  const text = await readBody(request, JSON_BODY_LIMIT);
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
