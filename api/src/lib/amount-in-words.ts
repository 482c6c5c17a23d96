/**
 * An amount in words as an Indian tax invoice prints it, in the Indian system (thousand, lakh,
 * crore): 29500.5 → 'Rupees Twenty-Nine Thousand Five Hundred and Paise Fifty Only'.
 */
const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)];
}

/** Words of a whole number; crores above 99 are counted in words again ('One Hundred Crore'). */
function wholeInWords(n: number): string {
  if (n < 100) return belowHundred(n);
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${wholeInWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor((n % 1000) / 100);
  if (hundred) parts.push(`${ONES[hundred]} Hundred`);
  const rest = n % 100;
  if (rest) parts.push(belowHundred(rest));
  return parts.join(" ");
}

export function rupeesInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`);
  const paiseTotal = Math.round(amount * 100);
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const rupeeWords = `Rupees ${wholeInWords(rupees)}`;
  return paise ? `${rupeeWords} and Paise ${belowHundred(paise)} Only` : `${rupeeWords} Only`;
}
