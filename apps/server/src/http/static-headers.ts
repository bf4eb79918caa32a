import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Vite names built assets `name-<hash>.ext` under assets/: their content never changes. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/;

/** Cache headers for the built SPA's files: hashed assets forever, anything else revalidated. */
export function staticHeaders(reply: FastifyReply, filePath: string) {
  const immutable = HASHED_ASSET.test(path.normalize(filePath));
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
