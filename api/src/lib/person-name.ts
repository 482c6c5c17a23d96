/**
 * A customer's name as the shop shows it: first and last name, whichever are known. Empty when
 * neither is, so each place says its own fallback (the mobile, "Customer", nothing).
 */
export const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");
