import type { z } from 'zod/mini';

/** Field path (`name`, `custom.hobby`) → its first message: what the form shows next to each field. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
