/** One JSON object per line; callers never pass secrets, tokens or codes. */
export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

export function createLogger(level: "silent" | "info"): Logger {
  const write = (severity: string, event: string, fields: Record<string, unknown> = {}) => {
    if (level === "silent") return;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: severity, event, ...fields })}\n`);
  };
  return { info: (e, f) => write("info", e, f), error: (e, f) => write("error", e, f) };
}
