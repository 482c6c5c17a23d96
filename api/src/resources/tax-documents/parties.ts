/**
 * Who is on a tax document, frozen as they are at issue: the seller from the owner's GST
 * settings, the buyer from the order's delivery address (and the business buyer's GSTIN and
 * name given at checkout).
 */
import type { DbOrTx } from "@api/db/client";
import type { TaxDocumentParty } from "@api/db/schema";
import { GST_STATE_CODES } from "@api/validation/gstin";
import { readGstSettings } from "@api/resources/admin/settings/gst-settings/gst-settings";
import type { OrderRow } from "../customer-orders/order-view";

const CODE_OF_STATE = new Map(Object.entries(GST_STATE_CODES).map(([code, name]) => [name, code]));

/** The GST state code of a state as addresses name it (every name in validation/indian-states.ts has one). */
export function gstStateCodeOf(state: string): string {
  const code = CODE_OF_STATE.get(state);
  if (!code) throw new Error(`No GST state code for the state '${state}'`);
  return code;
}

const joined = (parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(", ");

export type Seller = { party: TaxDocumentParty; invoicePrefix: string };

/** The seller as the owner's GST settings name it; null while the settings have no GSTIN (nothing can be issued yet). */
export async function currentSeller(tx: DbOrTx): Promise<Seller | null> {
  const s = await readGstSettings(tx);
  if (!s.gstin) return null;
  return {
    invoicePrefix: s.invoicePrefix,
    party: {
      name: s.tradeName ? `${s.legalName} (${s.tradeName})` : s.legalName,
      gstin: s.gstin,
      address: joined([s.addressLine1, s.addressLine2, s.city, s.state, s.pincode]),
      state: s.state,
      stateCode: s.gstin.slice(0, 2),
    },
  };
}

/** The buyer: the business's name and GSTIN when given at checkout, else the person the order is delivered to. */
export function buyerOf(order: OrderRow): TaxDocumentParty {
  const a = order.shippingAddress;
  const business = order.buyerBusinessName?.trim();
  return {
    name: business || a.name,
    gstin: order.buyerGstin || null,
    address: joined([business ? a.name : null, a.address, a.locality, a.landmark, a.city, a.state, a.pincode]),
    state: a.state,
    stateCode: gstStateCodeOf(a.state),
  };
}
