/** When a refund the gateway has processed reaches the shopper's bank: the last day it may take. */
import { REFUND_BANK_DAYS as BANK_DAYS } from "@api/contract/shared-messages";

/** India keeps one offset all year, so its calendar day is UTC shifted by 5:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The India calendar day `BANK_DAYS.most` working days (Monday to Friday; bank holidays are not
 * known to the shop) after the refund was processed, as midday India time on that day.
 */
export function reachesBankBy(processedAt: Date) {
  let day = new Date(processedAt.getTime() + INDIA_OFFSET_MS);
  day = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
  for (let left = BANK_DAYS.most; left > 0;) {
    day = new Date(day.getTime() + DAY_MS);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return new Date(day.getTime() - INDIA_OFFSET_MS);
}
