import type { FieldValues, Resolver } from 'react-hook-form';

type ValidationModule = typeof import('./validation.ts');

let pending: Promise<ValidationModule> | null = null;

/** Loads the zod schemas and resolvers once (retrying after a failed download). */
export function loadValidation(): Promise<ValidationModule> {
  pending ??= import('./validation.ts').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Downloads the validation chunk when the browser is idle, so the first keystroke needs no wait. */
export function preloadValidation(): void {
  const start = () => void loadValidation().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 200);
}

/** A react-hook-form resolver that delegates to a zod resolver from the lazily loaded module. */
export function lazyResolver<Values extends FieldValues>(
  pick: (module: ValidationModule) => Resolver<Values>,
): Resolver<Values> {
  return async (values, context, options) => {
    const module = await loadValidation();
    return pick(module)(values, context, options);
  };
}
