'use client';

import { FormMessage } from './FormMessage';
import { lineButton } from './lineButton';
import { useLineAuthorize } from './useLineAuthorize';

/** 以 LINE 登入 on the Login screen, shown only when the shop has a LINE channel. */
export function LineLoginButton({ shopId, disabled }: { shopId: number; disabled: boolean }) {
  const line = useLineAuthorize(shopId, 'signin');
  if (!line.available) return null;
  return (
    <div className="mt-6 space-y-2">
      <FormMessage message={line.error} />
      <button
        type="button"
        className={lineButton}
        disabled={disabled || line.leaving}
        onClick={() => void line.start()}
      >
        {line.leaving ? '前往 LINE…' : '以 LINE 登入'}
      </button>
    </div>
  );
}
