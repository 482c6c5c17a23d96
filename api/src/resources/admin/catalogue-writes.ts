import { ApiError } from "@api/lib/envelope";
import { isUniqueViolation } from "../customers/customers.service";
import { slugify } from "@api/validation/slug";

/**
 * What the catalogue's back-office writes have in common: a slug made from the name when none is
 * typed, and the refusals staff read when a slug is taken or a thing is still in use.
 */
export function chosenSlug(typed: string | undefined, name: string): string {
  const slug = typed ?? slugify(name);
  if (!slug) throw new ApiError(400, NO_SLUG, { slug: NO_SLUG });
  return slug;
}

export const NO_SLUG = "Type a slug: the name has no letters or digits to make one from";

export const slugTaken = (slug: string, owner: string) => {
  const message = `The slug ${slug} is already used by ${owner}: type a different one`;
  return new ApiError(409, message, { slug: message });
};

/** Two saves taking one slug at once meet the unique index: the loser hears the same refusal as a checked one. */
export const slugRace = (slug: string, constraint: string, owner: string) => (error: unknown) => {
  if (isUniqueViolation(error, constraint)) throw slugTaken(slug, owner);
  throw error;
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** "3 products (2 active, 1 inactive)": staff see why, including products hidden from the shop. */
export function productTally(total: number, active: number) {
  return `${plural(total, "product")} (${active} active, ${total - active} inactive)`;
}

/** A delete refused because products still use the thing; nothing is changed. */
export const stillInUse = (message: string) => new ApiError(409, message);
