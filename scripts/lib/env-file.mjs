import { existsSync, readFileSync } from "node:fs";

/**
 * Reads KEY=VALUE lines from a .env file into process.env without overriding variables
 * that are already set, so the real environment always wins over the file.
 * Supports comments, blank lines, an optional `export ` prefix and single or double quotes.
 */
export function loadEnvFile(file) {
  if (!existsSync(file)) return false;
  for (const raw of readFileSync(file, "utf8").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key, rest] = match;
    let value = rest.trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, "\n");
    } else {
      // An unquoted value ends where an inline comment starts.
      value = value.replace(/\s+#.*$/, "");
    }
    if (process.env[key] === undefined) process.env[key] = value;
  }
  return true;
}
