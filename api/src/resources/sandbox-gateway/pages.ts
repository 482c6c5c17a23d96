/** The sandbox's HTML: plain, accessible, no JavaScript, every value escaped. */
import { rupeesLabel } from "@api/lib/money";
import { escapeHtml, standalonePage, styleHash } from "@api/lib/standalone-page";

export const formatRupees = (paise: number) => rupeesLabel(paise, { alwaysPaise: true });

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
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #c9c4b8; overflow-wrap: anywhere; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input[type=number], input[type=text] { font-size: 1.1rem; padding: .5rem; width: 8rem; margin-bottom: .75rem; }
`;

export const STYLE_HASH = styleHash(STYLE);

const page = (title: string, content: string) => standalonePage(STYLE, title, content);

const hiddenInputs = (fields: Record<string, string>) =>
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

export type RefundsPage = {
  refunds: { id: string; paymentId: string; amountPaise: number; status: string; createdAt: Date }[];
  failNext: number;
  action: string;
  message?: string;
};

/** The sandbox's refunds and its switch that makes the next refunds fail (to try the shop's handling of a failure). */
export function refundsPage(p: RefundsPage) {
  const rows = p.refunds
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.id)}</td><td>${escapeHtml(r.paymentId)}</td><td>${escapeHtml(formatRupees(r.amountPaise))}</td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.createdAt.toISOString())}</td></tr>`,
    )
    .join("\n");
  return page(
    "Sandbox refunds",
    `<h1>Sandbox refunds</h1>
  <p class="note"><strong>Test gateway.</strong> Refunds are processed at once and the shop is told by webhook, unless set to fail below.</p>
  ${p.message ? `<p role="status">${escapeHtml(p.message)}</p>` : ""}
  <form method="post" action="${escapeHtml(p.action)}">
    <label for="count">Fail the next refunds</label>
    <input type="number" id="count" name="count" min="0" max="100" value="${p.failNext}" aria-describedby="count-help">
    <p class="help" id="count-help">How many of the next refunds the gateway reports as failed (refund.failed). 0 processes every refund.</p>
    <label for="amount">Only refunds of (Rs)</label>
    <input type="text" inputmode="decimal" id="amount" name="amount" aria-describedby="amount-help">
    <p class="help" id="amount-help">Leave blank for refunds of any amount.</p>
    <button type="submit" class="cancel">Save</button>
  </form>
  <h2>Latest refunds</h2>
  ${p.refunds.length === 0 ? "<p>No refunds yet.</p>" : `<table><thead><tr><th scope="col">Refund</th><th scope="col">Payment</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Made</th></tr></thead><tbody>${rows}</tbody></table>`}`,
  );
}
