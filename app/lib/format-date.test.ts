import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDaysFromToday, formatTime, isoDate } from "./format-date";

describe("formatDate", () => {
  const date = "2026-03-05T10:00:00Z";

  it("writes the shop's one format, and the two spec 9 fixes for reviews and invoices", () => {
    expect(formatDate(date)).toBe("05-Mar-2026");
    expect(formatDate(date, "shop")).toBe("05-Mar-2026");
    expect(formatDate(date, "review")).toBe("March 05 2026");
    expect(formatDate(date, "invoice")).toBe("05/Mar/2026");
  });

  it("uses India's date, whatever the server's time zone", () => {
    // 20:00 UTC on 5 September is 01:30 on 6 September in India.
    expect(formatDate("2026-09-05T20:00:00Z")).toBe("06-Sep-2026");
    expect(formatDate(new Date("2026-09-05T20:00:00Z"), "review")).toBe("September 06 2026");
    // 18:29 UTC on 31 December is 23:59 in India; a minute later it is New Year's Day there.
    expect(formatDate("2026-12-31T18:29:00Z", "invoice")).toBe("31/Dec/2026");
    expect(formatDate("2026-12-31T18:30:00Z", "invoice")).toBe("01/Jan/2027");
  });

  it("names every month as India's calendar does", () => {
    const long = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", month: "long" });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15, 12));
      expect(formatDate(date, "review").split(" ")[0]).toBe(long.format(date));
    }
  });
});

describe("formatDateTime and formatTime", () => {
  it("write India's date and clock time, whatever the server's time zone", () => {
    expect(formatDateTime("2026-03-05T10:37:00Z")).toBe("05-Mar-2026, 4:07 pm");
    expect(formatDateTime(new Date("2026-12-31T18:30:00Z"))).toBe("01-Jan-2027, 12:00 am");
    expect(formatDateTime("2026-06-01T06:30:00Z")).toBe("01-Jun-2026, 12:00 pm");
    expect(formatDateTime("2026-06-01T03:29:00Z")).toBe("01-Jun-2026, 8:59 am");
  });

  it("adds seconds where they matter", () => {
    expect(formatTime(Date.parse("2026-11-21T05:12:29.200Z"), { seconds: true })).toBe("10:42:29 am");
    expect(formatTime("2026-11-21T05:12:29.200Z")).toBe("10:42 am");
  });
});

describe("formatDaysFromToday", () => {
  it("counts India's calendar days and writes the day in the shop's format", () => {
    expect(formatDaysFromToday(new Date("2026-11-27T23:00:00Z"), 1)).toBe("Sun, 29-Nov-2026");
    expect(formatDaysFromToday(new Date("2026-12-30T06:00:00Z"), 3)).toBe("Sat, 02-Jan-2027");
  });
});

it("isoDate gives the machine-readable instant", () => {
  expect(isoDate("2026-03-05T10:37:00+05:30")).toBe("2026-03-05T05:07:00.000Z");
});

/** Ways of writing a date other than this module: a second format would creep in through any of them. */
const OTHER_DATE_FORMATTERS = [
  /\bDateTimeFormat\b/,
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /\.toDateString\(/,
  /\.toUTCString\(/,
  /\bfrom "date-fns(\/[^"]*)?"/,
  /\bfrom "dayjs"/,
  /\.get(UTC)?(Month|Hours|Minutes)\(/,
  /\b(dateStyle|timeStyle)\s*:/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

it("is the only place the shop's screens write a date (issue 30)", () => {
  const app = join(__dirname, "..");
  const here = join(__dirname, "format-date.ts");
  const offenders = sourceFiles(app)
    .filter((path) => path !== here)
    .flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          OTHER_DATE_FORMATTERS.some((pattern) => pattern.test(line))
            ? [`${relative(app, path)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
  expect(offenders, "write dates with app/lib/format-date.ts").toEqual([]);
});
