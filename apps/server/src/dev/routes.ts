import { SERVER } from '@codedojo/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors.ts';
import { escapeHtml } from '../mail/html.ts';
import type { OutboxEntry } from '../mail/mailer.ts';

const isLoopback = (address: string | undefined) =>
  address !== undefined && (/^(::ffff:)?127\./.test(address) || address === '::1');

/** The peer and the client it speaks for (when a trusted proxy forwards) must both be this machine. */
const fromThisMachine = (request: FastifyRequest) =>
  isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);

const codeOf = (entry: OutboxEntry) => /\b(\d{6})\b/.exec(entry.text)?.[1] ?? null;

/** Not part of the API (absent in production): kept out of /api/docs. */
const outboxSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      createdAt: z.string(),
      code: z.string().nullable(),
    }),
  ),
});
const html = { content: { 'text/html': { schema: z.string() } } };

/**
 * The dev outbox: what would have been e-mailed when no SMTP_URL is set. Never in production, and
 * only to loopback clients: it shows every one-time code (404 to anyone else, as if absent).
 */
export const devMailRoutes: FastifyPluginAsync<{ outbox: OutboxEntry[] }> = async (app, { outbox }) => {
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw notFound(SERVER.routeNotFound, 'route_not_found');
  });

  app.get('/dev/mail.json', { schema: { hide: true, response: { 200: outboxSchema } } }, async () => ({
    messages: outbox.map((entry) => ({ ...entry, code: codeOf(entry) })),
  }));

  app.get('/dev/mail', { schema: { hide: true, response: { 200: html } } }, async (_request, reply) => {
    const items = outbox
      .map(
        (entry) => `<article><h2>${escapeHtml(entry.subject)}</h2>
<p><b>To:</b> ${escapeHtml(entry.to)} · <time>${entry.createdAt}</time></p>
<pre>${escapeHtml(entry.text)}</pre></article>`,
      )
      .join('<hr>');
    const body = items || '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Dev outbox</title></head><body style="font-family:system-ui;max-width:720px;margin:2rem auto"><h1>Dev outbox</h1>${body}</body></html>`,
      );
  });
};
