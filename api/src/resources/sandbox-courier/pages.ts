/** The sandbox courier's HTML: plain, printable, accessible, no JavaScript, every value escaped. */
import type { ShippingAddress } from "@api/db/schema";
import { SHIPMENT_STATUS, type ShipmentState } from "@api/services/courier/courier";
import { SANDBOX_COURIER_NAME, type SandboxShipment, type WebhookDelivery } from "@api/services/courier/sandbox";
import { escapeHtml, standalonePage, styleHash } from "@api/lib/standalone-page";
import { rupeesLabel, toPaise } from "@api/lib/money";

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f1ec; color: #1f2a1f; }
  main { max-width: 40rem; margin: 1.5rem auto; padding: 1.25rem; background: #fff; border-radius: .75rem;
         box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { margin-top: 0; font-size: 1.5rem; }
  h2 { font-size: 1.1rem; margin: 1.25rem 0 .5rem; }
  .note { background: #fff4d6; border: 1px solid #8a6d00; padding: .5rem .75rem; border-radius: .5rem; }
  .ok { background: #e3f4e6; border: 1px solid #14532d; padding: .5rem .75rem; border-radius: .5rem; }
  .bad { background: #fde8e8; border: 1px solid #8b1c1c; padding: .5rem .75rem; border-radius: .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; margin: 1rem 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  form { margin: 0 0 .75rem; }
  button { width: 100%; min-height: 3rem; font-size: 1.1rem; font-weight: 700; border-radius: .5rem;
           border: 2px solid #14532d; background: #14532d; color: #fff; cursor: pointer; }
  button.rto { background: #fff; color: #8b1c1c; border-color: #8b1c1c; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a4fd6; outline-offset: 3px; }
  ol { padding-left: 1.25rem; }
  a { color: #14532d; }
  .label { border: 2px solid #000; padding: 1rem; }
  .awb { font-size: 1.6rem; font-weight: 800; letter-spacing: .08em; font-family: ui-monospace, monospace; }
  .bars { display: flex; height: 3.5rem; margin: .5rem 0; }
  .bars span { display: block; height: 100%; background: #000; }
  .bars span.gap { background: #fff; }
  .bars .w1 { width: 2px; } .bars .w2 { width: 4px; } .bars .w3 { width: 6px; }
  .cod { font-size: 1.3rem; font-weight: 800; border: 2px solid #000; padding: .25rem .5rem; display: inline-block; }
  address { font-style: normal; white-space: pre-line; }
  .columns { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
  @media (max-width: 30rem) { .columns { grid-template-columns: 1fr; } }
  @media print { body { background: #fff; } main { box-shadow: none; margin: 0; max-width: none; } .screen-only { display: none; } }
`;

export const STYLE_HASH = styleHash(STYLE);

const page = (title: string, content: string) => standalonePage(STYLE, title, content);

/** The button each move has on the control page. */
const MOVE_BUTTONS: Partial<Record<ShipmentState, string>> = {
  PICKED_UP: "Picked up",
  IN_TRANSIT: "In transit",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  RTO_INITIATED: "Return to origin (RTO)",
  RTO_DELIVERED: "RTO delivered to the shop",
};

const rupees = (amount: number) => rupeesLabel(toPaise(amount), { alwaysPaise: true });

function addressBlock(a: ShippingAddress) {
  const lines = [
    a.name,
    a.address,
    [a.landmark, a.locality].filter(Boolean).join(", "),
    `${a.city}, ${a.state} ${a.pincode}`,
    a.country,
    `Phone ${a.mobile}`,
  ];
  return `<address>${lines.filter(Boolean).map(escapeHtml).join("\n")}</address>`;
}

function details(s: SandboxShipment) {
  const p = s.details.parcel;
  return `<dl>
    <dt>Order</dt><dd>${escapeHtml(s.channelOrderId)}</dd>
    <dt>AWB</dt><dd>${escapeHtml(s.awb ?? "Not assigned")}</dd>
    <dt>Courier</dt><dd>${escapeHtml(SANDBOX_COURIER_NAME)}</dd>
    <dt>Status</dt><dd>${escapeHtml(s.status)}</dd>
    <dt>Payment</dt><dd>${s.details.paymentMethod === "COD" ? `Cash on delivery: collect ${escapeHtml(rupees(s.details.subTotal))}` : "Prepaid: collect nothing"}</dd>
    <dt>Parcel</dt><dd>${p.length} x ${p.breadth} x ${p.height} cm, ${p.weight} kg</dd>
  </dl>`;
}

function scanList(s: SandboxShipment) {
  if (s.scans.length === 0) return "<p>No scans yet.</p>";
  return `<ol>${s.scans.map((scan) => `<li>${escapeHtml(scan.date)}: ${escapeHtml(scan.status)}</li>`).join("")}</ol>`;
}

function deliveryNote(delivery: WebhookDelivery | undefined) {
  if (!delivery) return "";
  if ("error" in delivery)
    return `<p class="bad" role="status">The shop's webhook could not be reached: ${escapeHtml(delivery.error)}</p>`;
  const good = delivery.status >= 200 && delivery.status < 300;
  return `<p class="${good ? "ok" : "bad"}" role="status">The shop's webhook answered ${delivery.status}.</p>`;
}

/** The page staff use to play the courier: the shipment, its scans, and a button per legal move. */
export function controlPage(
  s: SandboxShipment,
  moves: readonly ShipmentState[],
  moveAction: string,
  delivery?: WebhookDelivery,
) {
  const buttons = moves
    .map(
      (to) => `<form method="post" action="${escapeHtml(moveAction)}">
    <input type="hidden" name="to" value="${escapeHtml(to)}">
    <button type="submit"${to.startsWith("RTO") ? ' class="rto"' : ""}>${escapeHtml(MOVE_BUTTONS[to] ?? SHIPMENT_STATUS[to].label)}</button>
  </form>`,
    )
    .join("\n  ");
  return page(
    `Sandbox courier: ${s.awb ?? s.shipmentId}`,
    `<h1>Sandbox courier</h1>
  <p class="note"><strong>Test courier.</strong> No parcel moves. Each button moves this shipment one step and calls the shop's webhook as Shiprocket would.</p>
  ${deliveryNote(delivery)}
  ${details(s)}
  <h2>Move the shipment</h2>
  ${buttons || "<p>This shipment has reached the end of its road.</p>"}
  <h2>Scans</h2>
  ${scanList(s)}`,
  );
}

/** What a shopper's tracking link shows: the same facts, no buttons. */
export function trackingPage(s: SandboxShipment) {
  return page(
    `Tracking ${s.awb ?? ""}`,
    `<h1>Tracking ${escapeHtml(s.awb ?? "")}</h1>
  <p class="note">Sandbox courier: a test shipment.</p>
  <dl>
    <dt>Order</dt><dd>${escapeHtml(s.channelOrderId)}</dd>
    <dt>Courier</dt><dd>${escapeHtml(SANDBOX_COURIER_NAME)}</dd>
    <dt>Status</dt><dd>${escapeHtml(s.status)}</dd>
  </dl>
  <h2>Scans</h2>
  ${scanList(s)}`,
  );
}

/** A barcode-like drawing of the AWB: bars and gaps from its characters (decoration; the AWB is printed as text too). */
function bars(awb: string) {
  const widths = [...awb].flatMap((ch) => {
    const code = ch.charCodeAt(0);
    return [1 + (code % 3), 1 + ((code >> 2) % 2)];
  });
  return `<div class="bars" aria-hidden="true">${widths
    .map((w, i) => `<span class="w${w}${i % 2 ? " gap" : ""}"></span>`)
    .join("")}</div>`;
}

/** The printable shipping label. */
export function labelPage(s: SandboxShipment) {
  const awb = s.awb ?? "";
  const p = s.details.parcel;
  const from = s.details.from;
  return page(
    `Shipping label ${awb}`,
    `<div class="label">
  <h1>${escapeHtml(SANDBOX_COURIER_NAME)}</h1>
  <p>AWB</p>
  <p class="awb">${escapeHtml(awb)}</p>
  ${bars(awb)}
  <div class="columns">
    <div><h2>Deliver to</h2>${addressBlock(s.details.to)}</div>
    <div><h2>From</h2>${from ? addressBlock(from) : "<address>Woodnest\nReturn address on file with the courier</address>"}</div>
  </div>
  <dl>
    <dt>Order</dt><dd>${escapeHtml(s.channelOrderId)}</dd>
    <dt>Shipment</dt><dd>${escapeHtml(s.shipmentId)}</dd>
    <dt>Weight</dt><dd>${p.weight} kg</dd>
    <dt>Size</dt><dd>${p.length} x ${p.breadth} x ${p.height} cm</dd>
  </dl>
  ${s.details.paymentMethod === "COD" ? `<p class="cod">COD: collect ${escapeHtml(rupees(s.details.subTotal))}</p>` : `<p class="cod">PREPAID: collect nothing</p>`}
  <h2>Contents</h2>
  <ul>${s.details.lines.map((l) => `<li>${escapeHtml(l.name)} (${escapeHtml(l.sku)}) x ${l.units}${l.hsn ? `, HSN ${escapeHtml(l.hsn)}` : ""}</li>`).join("")}</ul>
</div>
<p class="screen-only">Print this page and stick it on the parcel.</p>`,
  );
}

export function messagePage(title: string, message: string) {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n  <p>${escapeHtml(message)}</p>`);
}
