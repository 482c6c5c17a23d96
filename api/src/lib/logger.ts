import pino, { type DestinationStream } from "pino";

/** One JSON object per line; callers never pass secrets, tokens or codes. */
export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

/**
 * pino underneath: JSON lines with an ISO time, the level's name, `service` and `event`.
 * `destination` is for tests; stdout otherwise.
 */
export function createLogger(level: "silent" | "info", destination?: DestinationStream): Logger {
  const log = pino(
    {
      level,
      base: { service: "api" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (event, fields) => log.info({ ...fields, event }),
    error: (event, fields) => log.error({ ...fields, event }),
  };
}
