/**
 * A filtered listing counts at most this many matches (112 pages of 9): past it a count
 * would cost as much as reading them all, and a shopper narrows the filters long before.
 * A category or sub-category without other filters is always counted exactly (from its index).
 */
export const LISTING_COUNT_CAP = 1_000;
