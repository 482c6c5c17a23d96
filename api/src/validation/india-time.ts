/**
 * The back office's dates are typed and read in India's time (UTC+05:30 all year: India keeps no
 * daylight saving) and stored in UTC. Plain functions, so the admin screens' browser code can use
 * them without zod.
 */
const INDIA_OFFSET = "+05:30";
const INDIA_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The instant of a date ("2026-12-01") and time ("09:30") in India. */
export const indiaInstant = (date: string, time = "00:00") => new Date(`${date}T${time}:00${INDIA_OFFSET}`);

/** The last second of a day in India: an end date typed without a time covers the whole day. */
export const indiaEndOfDay = (date: string) => new Date(`${date}T23:59:59${INDIA_OFFSET}`);

/** An instant as India's date, minute and second: { date: "2026-12-01", time: "09:30", seconds: "00" }. */
export function indiaParts(instant: Date | string) {
  const parts = Object.fromEntries(INDIA_PARTS.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: parts.second,
  };
}

/** A real calendar date written as YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const instant = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value);
}
