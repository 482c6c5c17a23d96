import { z } from "zod";

/** The four forms share one path; which rules apply depends on the fields sent (the handler's formOf). */
export const inquiryBody = z.record(z.unknown());
