import { newId } from "@api/lib/ids";
import type * as schema from "../schema";
import { PRODUCTS } from "./catalog-data";
import { productAgeDays } from "./catalog";
import { daysBeforeBase } from "./dates";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** Reviewers only: they have no password and sign in with an OTP like anyone else. */
const CUSTOMERS = [
  { firstName: "Ananya", lastName: "Iyer", mobile: "9000011001", email: "ananya.iyer@demo.woodnest.example" },
  { firstName: "Rohan", lastName: "Mehta", mobile: "9000011002", email: "rohan.mehta@demo.woodnest.example" },
  { firstName: "Priya", lastName: "Sharma", mobile: "9000011003", email: "priya.sharma@demo.woodnest.example" },
  { firstName: "Arjun", lastName: "Reddy", mobile: "9000011004", email: "arjun.reddy@demo.woodnest.example" },
  { firstName: "Fatima", lastName: "Sheikh", mobile: "9000011005", email: "fatima.sheikh@demo.woodnest.example" },
];

const COMMENTS: [number, string][] = [
  [5, "Beautiful finish and very sturdy. The delivery team assembled it in twenty minutes and cleaned up after."],
  [4, "Looks exactly like the photos. Delivery took a week longer than promised, but the product is worth it."],
  [5, "Solid wood, no wobble at all. My parents were impressed, which is saying something."],
  [3, "Good quality, but the colour is a shade darker than I expected. Customer care was helpful about it."],
  [4, "Comfortable and well made. The packaging was excellent, not a single scratch."],
  [5, "Second purchase from Woodnest and again very happy. The wood grain is gorgeous."],
  [4, "Value for money. Had a small issue with a drawer runner, which they fixed within two days."],
  [5, "Fits our Mumbai flat perfectly. Guests always ask where we bought it."],
  [3, "Decent product. The fabric attracts a bit of dust, so I would pick a darker colour next time."],
  [5, "Craftsmanship you can feel. Worth every rupee."],
  [4, "Nice piece, easy to clean. Slight smell of polish for the first two days, then gone."],
  [5, "Ordered during the monsoon sale and it arrived well wrapped and dry. Lovely."],
];

/** Every third product has reviews, one to four of them; the rest have none yet. */
export function buildPeople(productIdBySlug: Map<string, string>) {
  const customers: Insert<typeof schema.customers>[] = CUSTOMERS.map((c, i) => ({
    id: newId(),
    ...c,
    mobileVerifiedAt: daysBeforeBase(300 - i * 20),
    createdAt: daysBeforeBase(300 - i * 20),
  }));

  const reviews: Insert<typeof schema.reviews>[] = [];
  let comment = 0;
  PRODUCTS.forEach((p, i) => {
    if (i % 3 !== 0) return;
    const count = 1 + (i % 4);
    for (let k = 0; k < count; k++) {
      const [ratings, text] = COMMENTS[comment++ % COMMENTS.length];
      reviews.push({
        id: newId(),
        productId: productIdBySlug.get(p.slug)!,
        customerId: customers[(i + k) % customers.length].id!,
        ratings,
        comment: text,
        reviewStatus: "APPROVED",
        // Spaced out between the product's arrival and the base date.
        createdAt: daysBeforeBase(Math.floor((productAgeDays(i) * (count - k)) / (count + 1)), 90 + k * 37),
      });
    }
  });

  return { customers, reviews };
}
