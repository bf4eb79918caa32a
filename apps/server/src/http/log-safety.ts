/**
 * What the server's logs may hold: never a request body or judge data (expected outputs, program
 * output), which reach the log only inside an error's text (a database error quotes its query's
 * parameters). Errors are reduced to their kind, code and a short message, and no line exceeds
 * LOG_LINE_MAX characters.
 */
export const LOG_LINE_MAX = 8 * 1024;
const MESSAGE_MAX = 500;
const STACK_MAX = 2000;

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;

/** drizzle's "Failed query: <sql>\nparams: <values>": the values are user and judge data. */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '\nparams: (not logged)');

type LoggedError = { type: string; code?: string; message: string; stack: string; cause?: LoggedError };

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: cut(String(error), MESSAGE_MAX), stack: '' };
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: cut(withoutParams(error.message), MESSAGE_MAX),
    stack: cut(withoutParams(error.stack ?? ''), STACK_MAX),
    ...(cause !== undefined && depth < 2 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/** pino's last hook before a line is written: an oversized line becomes a short valid one. */
export function capLogLine(line: string): string {
  if (line.length <= LOG_LINE_MAX) return line;
  let head: { level?: unknown; time?: unknown; reqId?: unknown; msg?: unknown } = {};
  try {
    head = JSON.parse(line);
  } catch {
    // Not JSON: keep nothing of it.
  }
  const msg = typeof head.msg === 'string' ? cut(head.msg, MESSAGE_MAX) : undefined;
  return `${JSON.stringify({
    level: head.level,
    time: head.time,
    reqId: head.reqId,
    msg,
    logLineCut: line.length,
  })}\n`;
}

/** Logger options that every server logger gets. */
export const safeLogOptions = {
  serializers: { err: (error: unknown) => serializeError(error) },
  hooks: { streamWrite: capLogLine },
};
