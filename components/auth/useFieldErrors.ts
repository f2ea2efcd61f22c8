'use client';

import { useCallback, useState } from 'react';
import type { z } from 'zod/mini';
import { fieldErrors, type FieldErrors } from '@/lib/member/formErrors';

/**
 * A form's per-field messages. `check` parses the values with the form's schema; on failure it shows
 * every message and moves focus to the first field in error, so a keyboard or screen-reader user
 * lands on what to fix. `idOf` maps an error key (`name`, `custom.hobby`) to its control's id.
 */
export function useFieldErrors(idOf: (key: string) => string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = useCallback(
    <S extends z.ZodMiniType>(schema: S, values: unknown): z.output<S> | null => {
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first !== undefined) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
      return null;
    },
    [idOf],
  );
  return { errors, setErrors, check };
}
