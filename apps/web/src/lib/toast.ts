import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@codedojo/shared';

type Sonner = typeof import('sonner');

/**
 * sonner is fetched with the first toast, not with every page (most visits show none); the
 * toaster (components/Toasts.tsx) mounts at that moment and shows the toasts queued meanwhile.
 */
let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    const pending = import('sonner');
    sonner = pending;
    // A failed download is tried again by the next toast.
    pending.catch(() => {
      if (sonner === pending) sonner = undefined;
    });
  }
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** An external store for useSyncExternalStore: has any toast been asked for yet? */
export const toastRequests = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  requested: () => requested,
};

function show(pop: (toast: Sonner['toast']) => void): void {
  loadSonner().then(
    ({ toast }) => pop(toast),
    () => undefined,
  );
}

/** Toasts with the spec's durations: 4 s default, 3 s success, 5 s error. */
export const notify = {
  success: (message: string) => show((toast) => toast.success(message, { duration: TOAST_SUCCESS_MS })),
  error: (message: string) => show((toast) => toast.error(message, { duration: TOAST_ERROR_MS })),
  info: (message: string) => show((toast) => toast.info(message, { duration: TOAST_DEFAULT_MS })),
};
