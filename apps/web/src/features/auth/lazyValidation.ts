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

/**
 * Starts downloading the validation chunk. Forms call it when the visitor first focuses them, so
 * the schemas are there before the first submit without weighing on the page's first load.
 */
export function preloadValidation(): void {
  void loadValidation().catch(() => undefined);
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
