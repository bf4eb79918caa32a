/** Every user-facing string of the spec, written once, by audience and feature. */
export * from './admin-web.ts';
export * from './client.ts';
export * from './problems-web.ts';
export * from './server.ts';
export * from './validation.ts';
export * from './web.ts';
