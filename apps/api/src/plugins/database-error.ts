// PostgreSQL's errors as they reach the error handler and the log. Drizzle wraps the driver's
// error (node-postgres or PGlite, both with `code` and `severity`) in one whose message lists the
// query's parameters: e-mails, phones, password hashes. The log gets the SQL and the codes only.

interface DriverError {
  code: string;
  severity: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

function isDriverError(value: unknown): value is DriverError {
  const v = value as Partial<DriverError> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.severity === 'string' &&
    typeof v.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(v.code)
  );
}

/** The driver error in an error's cause chain, if any. */
function driverError(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (isDriverError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a failed query ('22021'…), or undefined for any other error. */
export function databaseErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Drizzle's "Failed query: <sql>\nparams: <values>", without the values. */
function redactedText(error: Error): { message: string; stack: string | undefined } {
  const { query, params } = error as { query?: unknown; params?: unknown };
  if (typeof query !== 'string' || params === undefined) {
    return { message: error.message, stack: error.stack };
  }
  const message = `Failed query: ${query}\nparams: [redactados]`;
  return { message, stack: error.stack?.replace(error.message, message) };
}

/**
 * Pino's `err` serializer: type, message and stack as usual, but no query parameters and none of
 * the driver's `detail` (which quotes row values: "Key (email)=(…) already exists").
 */
export function serializeError(error: Error): SerializedError {
  const { message, stack } = redactedText(error);
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: stack ?? '',
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') serialized.code = code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') serialized.statusCode = statusCode;
  const driver = driverError(error);
  if (driver) {
    serialized.database = {
      code: driver.code,
      severity: driver.severity,
      message: driver.message,
      constraint: driver.constraint,
      table: driver.table,
      column: driver.column,
      routine: driver.routine,
    };
  }
  return serialized;
}
