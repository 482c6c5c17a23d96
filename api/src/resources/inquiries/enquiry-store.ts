/** A shopper's enquiry as it is kept: stored, with the shop's notice queued in the same transaction. */
import type { Db } from "@api/db/client";
import { inquiries } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { queueEnquiryNotice } from "./enquiry-notice";

type EnquiryType = (typeof inquiries.$inferInsert)["inquiryType"];

/**
 * Stores one form's fields as a new enquiry, linked to the signed-in shopper if any, and queues the
 * shop's notice. The stored row, and whether the notice was queued (false: the shop set no address).
 */
export async function storeEnquiry(
  db: Db,
  {
    type,
    data,
    customerId,
    now,
    storefrontUrl,
  }: {
    type: EnquiryType;
    data: Record<string, string | undefined>;
    customerId: string | null;
    now: Date;
    storefrontUrl: string;
  },
) {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(inquiries)
      .values({
        id: newId(),
        inquiryType: type,
        name: data.name!,
        mobile: data.mobile!,
        email: data.email!,
        subject: data.subject ?? null,
        message: data.message ?? null,
        organization: data.organization ?? null,
        pincode: data.pincode ?? null,
        intrests: data.intrests ?? null,
        customerId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row: stored, notified: await queueEnquiryNotice(tx, stored, storefrontUrl, now) };
  });
}
