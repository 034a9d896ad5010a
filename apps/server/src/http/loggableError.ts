/** Drizzle puts the parameters into its message too: "Failed query: …\nparams: …". */
const withoutParams = (message: string) =>
  message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');

type Loggable = {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack: string;
  cause?: Loggable;
};

/**
 * An error as the log may keep it: its type, code, message, SQL text and stack, but never the
 * parameters or row values (pg's `detail`, drizzle's `params`), which hold other customers' ids
 * and readings: only the fields named here are copied. Causes are followed a few levels
 * (drizzle wraps the driver's error).
 */
export function loggableError(error: unknown, depth = 0): Loggable {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[not an Error]', stack: '' };
  const fields = error as Error & { code?: unknown; query?: unknown; cause?: unknown };
  const message = withoutParams(error.message);
  const loggable: Loggable = {
    type: error.name,
    message,
    // The stack's first line repeats the message; the rest is frames only.
    stack: `${error.name}: ${message}\n${(error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n')}`,
  };
  if (typeof fields.code === 'string') loggable.code = fields.code;
  if (typeof fields.query === 'string') loggable.query = fields.query;
  if (fields.cause !== undefined && depth < 3)
    loggable.cause = loggableError(fields.cause, depth + 1);
  return loggable;
}
