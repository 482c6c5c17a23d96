/**
 * GST arithmetic for tax invoices and credit notes (issue 17). Prices are GST-inclusive, so a
 * line's tax is carved out of what the shopper paid for it, never added on top: every line's
 * taxable value plus its tax is exactly its share of the amount paid, and the lines add up to
 * the amount paid to the paisa. All amounts are integer paise.
 */

/** Whether the supply is within the seller's state (CGST + SGST) or to another state (IGST). */
export type SupplyType = "intra" | "inter";

/** A line as charged: what it cost the buyer, GST included, before any discount. */
export type ChargedLine<K extends string = string> = { key: K; grossPaise: number; gstRate: number };

export type TaxedLine<K extends string = string> = {
  key: K;
  gstRate: number;
  /** What the buyer pays for the line after its share of the discount, GST included. */
  totalPaise: number;
  /** This line's share of the order's discount (0 when none). */
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type TaxTotals = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/**
 * Splits `amount` into parts proportional to `weights` that add up to it exactly (largest
 * remainder: each part is rounded down, then the paise left over go one each to the parts that
 * lost most in the rounding, earlier parts first on a tie). Zero weights get nothing.
 */
export function spreadInProportion(amount: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`amount must be whole paise, not ${amount}`);
  if (weights.some((w) => !Number.isInteger(w) || w < 0))
    throw new RangeError("weights must be whole, non-negative numbers");
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) {
    if (amount === 0) return weights.map(() => 0);
    throw new RangeError("cannot spread an amount over nothing");
  }
  // BigInt keeps amount × weight exact for any order a shop takes.
  const big = weights.map((w) => BigInt(amount) * BigInt(w));
  const parts = big.map((p) => Number(p / BigInt(sum)));
  let left = amount - parts.reduce((a, p) => a + p, 0);
  const byRemainder = big
    .map((p, index) => ({ index, remainder: p % BigInt(sum) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Carves the tax out of a GST-inclusive amount: taxable value = amount × 100 / (100 + rate),
 * rounded to the paisa (half up), and the tax is the rest, so the two add up to the amount.
 * Within the state the tax is halved into CGST and SGST; an odd paisa goes to CGST.
 */
export function splitInclusive(amountPaise: number, gstRate: number, supply: SupplyType) {
  if (!Number.isInteger(amountPaise) || amountPaise < 0)
    throw new RangeError(`amount must be whole paise, not ${amountPaise}`);
  if (!Number.isInteger(gstRate) || gstRate < 0 || gstRate > 100)
    throw new RangeError(`GST rate must be a whole percent, not ${gstRate}`);
  const taxablePaise = Math.floor((amountPaise * 100 * 2 + (100 + gstRate)) / ((100 + gstRate) * 2));
  const taxPaise = amountPaise - taxablePaise;
  if (supply === "inter") return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/**
 * Taxes an order's lines: the discount is spread over the lines in proportion to what each
 * cost (a coupon lowers every line's value, and so its tax, alike), then each line's tax is
 * carved out of what is left of it. The lines' totals add up to Σ gross − discount exactly.
 */
export function taxLines<K extends string>(
  lines: readonly ChargedLine<K>[],
  discountPaise: number,
  supply: SupplyType,
): TaxedLine<K>[] {
  const gross = lines.map((line) => line.grossPaise);
  const grossTotal = gross.reduce((a, g) => a + g, 0);
  if (discountPaise > grossTotal)
    throw new RangeError(`a discount of ${discountPaise} paise is more than the lines' ${grossTotal}`);
  const shares = spreadInProportion(discountPaise, gross);
  return lines.map((line, index) => {
    const totalPaise = line.grossPaise - shares[index];
    return {
      key: line.key,
      gstRate: line.gstRate,
      totalPaise,
      discountPaise: shares[index],
      ...splitInclusive(totalPaise, line.gstRate, supply),
    };
  });
}

/** A part of taxed lines, e.g. what a credit note gives back: `amount` spread over them in proportion to their totals, each part taxed at its line's rate. */
export function taxPartOf<K extends string>(
  lines: readonly TaxedLine<K>[],
  amountPaise: number,
  supply: SupplyType,
): TaxedLine<K>[] {
  const totals = lines.map((line) => line.totalPaise);
  const available = totals.reduce((a, t) => a + t, 0);
  if (amountPaise > available) throw new RangeError(`${amountPaise} paise is more than the lines' ${available}`);
  const parts = spreadInProportion(amountPaise, totals);
  return lines.map((line, index) => ({
    key: line.key,
    gstRate: line.gstRate,
    totalPaise: parts[index],
    discountPaise: 0,
    ...splitInclusive(parts[index], line.gstRate, supply),
  }));
}

export function sumTaxedLines(lines: readonly Pick<TaxedLine, keyof TaxTotals>[]): TaxTotals {
  const totals: TaxTotals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const line of lines) {
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.totalPaise += line.totalPaise;
  }
  return totals;
}

/** CGST + SGST when the place of supply (the delivery address's state) is the seller's state. */
export const supplyTypeOf = (sellerStateCode: string, placeOfSupplyCode: string): SupplyType =>
  sellerStateCode === placeOfSupplyCode ? "intra" : "inter";

/**
 * The financial year (April to March, India) a moment falls in, by its date in India: '26-27'
 * for 1 April 2026 to 31 March 2027. Invoice and credit-note numbers restart each year.
 */
export function financialYearOf(at: Date): string {
  // India is UTC+5:30 all year.
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const starts = india.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return `${two(starts)}-${two(starts + 1)}`;
}
