export * from './api.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './messages-progress.ts';
export * from './schemas/auth.ts';
export * from './schemas/playlist.ts';
export * from './schemas/problem.ts';
