/** What tells two lines of a cart or an order apart: the product, its colour and its size. */
export type LineIdentity = {
  product: string;
  productColor?: string | null;
  productSize?: string | null;
};

/**
 * One line's identity as a string, the same for the API and the storefront (its cart, the
 * checkout's shown prices): the same product in two colours or sizes is two lines. Ids hold
 * no '.', so the parts cannot run into each other.
 */
export const lineKey = (line: LineIdentity) => `${line.product}.${line.productColor ?? ""}.${line.productSize ?? ""}`;
