import { TOAST_DEFAULT_MS } from '@codedojo/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, toastRequests } from '../lib/toast.ts';

const Toaster = lazy(() =>
  loadSonner().then(
    (module) => ({ default: module.Toaster }),
    // Without sonner no toast can show; the page itself goes on.
    () => ({ default: () => null }),
  ),
);

/** The toaster, top-right: mounted (and downloaded) with the first toast. */
export function Toasts() {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" theme="dark" richColors closeButton duration={TOAST_DEFAULT_MS} />
    </Suspense>
  );
}
