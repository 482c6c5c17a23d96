/** The sandbox's HTML: plain, accessible, no JavaScript, every value escaped. */
import { createHash } from "node:crypto";

export function escapeHtml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export const formatRupees = (paise: number) =>
  `Rs ${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f1ec; color: #1f2a1f; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem;
         box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { margin-top: 0; font-size: 1.6rem; }
  .note { background: #fff4d6; border: 1px solid #8a6d00; padding: .5rem .75rem; border-radius: .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .5rem 1rem; margin: 1.25rem 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  form { margin: 0 0 .75rem; }
  button { width: 100%; min-height: 3.25rem; font-size: 1.15rem; font-weight: 700; border-radius: .5rem;
           border: 2px solid transparent; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1a4fd6; outline-offset: 3px; }
  .pay { background: #14532d; color: #fff; }
  .fail { background: #8b1c1c; color: #fff; }
  .cancel { background: #fff; color: #1f2a1f; border-color: #1f2a1f; }
  .help { margin: .25rem 0 0; font-size: .95rem; color: #3c463c; }
  a { color: #14532d; }
`;

/** The page's CSP allows its one <style> element by this hash, and nothing inline besides. */
export const STYLE_HASH = `sha256-${createHash("sha256").update(STYLE).digest("base64")}`;

export function page(title: string, content: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

export const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n    ");

export type CheckoutPage = {
  merchant: string;
  description: string;
  amountPaise: number;
  shopOrderNumber: string;
  gatewayOrderId: string;
  payer: string;
  pay: { action: string; fields: Record<string, string> };
  fail: { action: string; fields: Record<string, string> };
  cancel: { action: string; fields: Record<string, string> };
};

export function checkoutPage(p: CheckoutPage) {
  const amount = formatRupees(p.amountPaise);
  const form = (kind: "pay" | "fail" | "cancel", label: string, help: string) => {
    const target = p[kind];
    return `<form method="post" action="${escapeHtml(target.action)}">
    ${hiddenInputs(target.fields)}
    <button type="submit" class="${kind}" aria-describedby="${kind}-help">${label}</button>
    <p class="help" id="${kind}-help">${escapeHtml(help)}</p>
  </form>`;
  };
  return page(
    "Sandbox payment",
    `<h1>Sandbox payment</h1>
  <p class="note"><strong>Test gateway.</strong> No real money moves. Choose what the payment should do.</p>
  <dl>
    <dt>Merchant</dt><dd>${escapeHtml(p.merchant)}</dd>
    <dt>For</dt><dd>${escapeHtml(p.description)}</dd>
    <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
    <dt>Order</dt><dd>${escapeHtml(p.shopOrderNumber)} <small>(${escapeHtml(p.gatewayOrderId)})</small></dd>
    ${p.payer ? `<dt>Paying as</dt><dd>${escapeHtml(p.payer)}</dd>` : ""}
  </dl>
  ${form("pay", "Pay", `Pay ${amount} and return to ${p.merchant}.`)}
  ${form("fail", "Fail", "Simulate a declined payment and return to the shop.")}
  ${form("cancel", "Cancel", "Leave without paying and return to the shop.")}`,
  );
}

export function messagePage(title: string, message: string, backUrl?: string) {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(message)}</p>
  ${backUrl ? `<p><a href="${escapeHtml(backUrl)}">Return to the shop</a></p>` : ""}`,
  );
}
