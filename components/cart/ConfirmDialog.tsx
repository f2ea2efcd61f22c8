'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

type Props = {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Button texts, for questions where a bare 取消 / 確定 would be ambiguous (取消訂單？ 取消!). */
  confirmLabel?: string;
  cancelLabel?: string;
};

/** A yes/no question that must be answered before something is undone. */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  confirmLabel = '確定',
  cancelLabel = '取消',
}: Props) {
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-xs rounded-2xl bg-white p-6 text-center shadow-xl">
          <DialogTitle className="font-semibold">{message}</DialogTitle>
          <div className="mt-6 flex gap-3">
            <button
              type="button"
              onClick={onCancel}
              className="flex-1 rounded-full border border-line py-2 text-sm"
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className="flex-1 rounded-full bg-primary py-2 text-sm font-semibold text-white"
            >
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
