// @ts-check

/** What the line's layout already says, so it is not repeated as key=value. */
const LAID_OUT = new Set(["time", "level", "service", "event", "msg", "pid", "hostname", "requestId"]);

/** A value as key=value shows it: plain when it has no space, JSON otherwise. */
const shown = (/** @type {unknown} */ value) =>
  typeof value === "string" && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);

/**
 * One log record (the object pino writes as JSON) as a short line for a terminal: the local time,
 * the service, then for a request its method, path, status and milliseconds; for anything else its
 * message (a sentence that already says what matters) or else its event name and fields. A warning
 * or an error says so; a value of several lines (a stack) follows on lines of its own.
 *
 * @param {Record<string, unknown>} record
 */
export function readableLine(record) {
  const time = new Date(String(record.time ?? Date.now())).toTimeString().slice(0, 8);
  const level = record.level === "info" || record.level === undefined ? "" : ` ${String(record.level).toUpperCase()}`;
  const head = `${time} ${String(record.service ?? "").padEnd(10)}${level}`;
  if (record.event === "request") return `${head} ${record.method} ${record.path} ${record.status} ${record.ms} ms`;

  const inline = [];
  const below = [];
  for (const [key, value] of Object.entries(record)) {
    if (LAID_OUT.has(key) || value === undefined) continue;
    if (typeof value === "string" && value.includes("\n")) below.push(value.replace(/^/gm, "    "));
    else inline.push(`${key}=${shown(value)}`);
  }
  const said = record.msg ? [String(record.msg)] : [String(record.event ?? ""), ...inline];
  return [[head, ...said].join(" "), ...below].join("\n");
}

/**
 * A pino destination that writes each record as `readableLine` does, to `out` (stdout unless
 * given). pino hands a destination one JSON line per call.
 *
 * @param {{ write(chunk: string): unknown }} [out]
 * @returns {import("pino").DestinationStream}
 */
export function readableStream(out = process.stdout) {
  return { write: (line) => void out.write(`${readableLine(JSON.parse(line))}\n`) };
}
