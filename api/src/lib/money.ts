/** Money lives in integer paise inside the API and travels as rupees (up to 2 decimals). */
export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number) => Math.round(rupees * 100);
const RUPEE_DIGITS = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The API's one way of writing money, as the storefront's formatPrice does: 'Rs 25,000' (Indian
 * grouping), paise as two digits when there are any ('Rs 1,249.90'); `alwaysPaise` for documents
 * and gateway pages, which write 'Rs 25,000.00'.
 */
export function rupeesLabel(paise: number, { alwaysPaise = false } = {}) {
  const digits = RUPEE_DIGITS.format(toRupees(paise));
  return `Rs ${alwaysPaise || !digits.endsWith(".00") ? digits : digits.slice(0, -3)}`;
}
