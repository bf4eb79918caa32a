import { TOAST_DEFAULT_MS } from '@codedojo/shared';
import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, toastRequests } from '../lib/toast.ts';

const NoToaster: ComponentType<ToasterProps> = () => null;

const Toaster = lazy(() =>
  loadSonner().then(
    (module): { default: ComponentType<ToasterProps> } => ({ default: module.Toaster }),
    // Without sonner no toast can show; the page itself goes on.
    () => ({ default: NoToaster }),
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
