'use client';

import { useState } from 'react';
import { toast } from '@/lib/ui/toast';

/** Copies a value (an account number, digits only) for the shopper to paste into a banking app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Without clipboard access (an insecure origin, a refused permission) the number stays selectable.
      toast('無法複製，請長按帳號自行複製');
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label}
      className="shrink-0 rounded-full border border-line px-2.5 py-0.5 text-xs text-ink hover:bg-white"
    >
      {copied ? '已複製' : '複製'}
    </button>
  );
}
