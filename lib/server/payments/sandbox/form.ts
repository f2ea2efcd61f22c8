import { FORM_BODY_LIMIT, readBody } from '../../kernel/body';
import { DomainError } from '@/lib/server/kernel/errors';
import { NUL_MESSAGE } from '../../kernel/nul';

/** A posted form of the sandbox's pages, bounded like a gateway's. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const form = new URLSearchParams(await readBody(request, FORM_BODY_LIMIT));
  for (const [name, value] of form)
    if (`${name}${value}`.includes('\u0000'))
      throw new DomainError('invalid', `表單欄位 ${name} ${NUL_MESSAGE}`);
  return form;
}
