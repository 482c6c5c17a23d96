/**
 * Demo dates hang off one fixed day so every seeding gives the same shop; nothing reads the
 * wall clock here.
 */
const SEED_BASE_DATE = new Date("2026-11-01T10:00:00+05:30");

const DAY_MS = 86_400_000;

export function daysBeforeBase(days: number, minutes = 0): Date {
  return new Date(SEED_BASE_DATE.getTime() - days * DAY_MS - minutes * 60_000);
}
