import * as css from "@styles/account/account.css";
import { type ShippingAddress, addressLines } from "~/lib/account";

/** A postal address as a label prints it, with the contact number and email under it. */
export function AddressBlock({ address, withContact = true }: { address: ShippingAddress; withContact?: boolean }) {
  return (
    <address className={css.addressBlock}>
      <strong>{address.name}</strong>
      {addressLines(address).map((line, index) => (
        // Two lines may read the same (a landmark that repeats the street): the place is the key.
        <span key={index}>
          <br />
          {line}
        </span>
      ))}
      {withContact ? (
        <>
          <br />
          Mobile: {address.mobile}
          <br />
          Email: {address.email}
        </>
      ) : null}
    </address>
  );
}
