/** A tiny toast bus: anything may announce a message; the Toaster shows them. */
export type Toast = { id: number; message: string; tone: 'error' | 'info' };

type Listener = (toasts: Toast[]) => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

export const TOAST_MS = 3000;

function publish() {
  for (const l of listeners) l(toasts);
}

export function toast(message: string, tone: Toast['tone'] = 'error'): void {
  // The same message twice in a row (a failing list and its count) is shown once.
  if (toasts.some((t) => t.message === message)) return;
  const t = { id: nextId++, message, tone };
  toasts = [...toasts, t];
  publish();
  setTimeout(() => dismiss(t.id), TOAST_MS);
}

export function dismiss(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  publish();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = () => toasts;
