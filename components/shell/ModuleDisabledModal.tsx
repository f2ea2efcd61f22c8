'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

/** Nothing to do: the notice stays until the merchant switches online shopping back on. */
const stayOpen = () => {};

/** Shown instead of the shop while its online-shopping module is off; Escape and the mask do nothing. */
export function ModuleDisabledModal({ shopName }: { shopName: string }) {
  return (
    <Dialog open onClose={stayOpen} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" data-testid="module-disabled-mask" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-xl">
          <ModuleDisabledIcon />
          <DialogTitle className="mt-4 text-lg font-semibold">目前商店尚未開放線上購物</DialogTitle>
          <p className="mt-2 text-sm text-muted">{shopName} 暫停線上購物服務，造成不便敬請見諒。</p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function ModuleDisabledIcon() {
  return (
    <svg
      viewBox="0 0 64 64"
      className="mx-auto h-16 w-16 text-muted"
      role="img"
      aria-label="模組已停用"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <path d="M10 24h44l-4 28H14z" strokeLinejoin="round" />
      <path d="M22 24v-6a10 10 0 0 1 20 0v6" />
      <circle cx="32" cy="38" r="9" />
      <path d="M26 44l12-12" strokeLinecap="round" />
    </svg>
  );
}
