/** The inbox's filters as SQL, shared by the list, its counts and the CSV export. */
import { and, eq, gte, ilike, lte, or, type SQL } from "drizzle-orm";
import { inquiries } from "@api/db/schema";
import type { EnquiryListQuery } from "@api/validation/admin-enquiries";
import { indiaEndOfDay, indiaInstant } from "@api/validation/india-time";
import { likeText } from "@api/lib/like-text";

/** Everything but the status: the counts per status are taken over these. */
export function enquiryFiltersButStatus(query: Omit<EnquiryListQuery, "page" | "status">): SQL | undefined {
  const like = query.q ? likeText(query.q) : undefined;
  return and(
    like ? or(ilike(inquiries.name, like), ilike(inquiries.email, like), ilike(inquiries.mobile, like)) : undefined,
    query.type ? eq(inquiries.inquiryType, query.type) : undefined,
    query.from ? gte(inquiries.createdAt, indiaInstant(query.from)) : undefined,
    query.to ? lte(inquiries.createdAt, indiaEndOfDay(query.to)) : undefined,
  );
}

export const enquiryFilters = (query: Omit<EnquiryListQuery, "page">) =>
  and(enquiryFiltersButStatus(query), query.status ? eq(inquiries.status, query.status) : undefined);
