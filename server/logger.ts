/** Structured enough to grep, plain enough to read in a terminal. */
export type LogFields = Record<string, unknown>;
export type Logger = {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
};

function line(level: string, message: string, fields?: LogFields): string {
  const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields, errorReplacer)}` : '';
  return `[${new Date().toISOString()}] ${level} ${message}${extra}`;
}

function errorReplacer(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(line('info', message, fields)),
  warn: (message, fields) => console.warn(line('warn', message, fields)),
  error: (message, fields) => console.error(line('error', message, fields)),
};

export type LogEntry = { level: 'info' | 'warn' | 'error'; message: string; fields: LogFields };

/** Keeps every entry in memory, for tests that assert what the server reported. */
export function memoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const push = (level: LogEntry['level']) => (message: string, fields: LogFields = {}) => {
    entries.push({ level, message, fields });
  };
  return { entries, info: push('info'), warn: push('warn'), error: push('error') };
}
