import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { AddressBlock } from "~/components/account/address-block";
import { accountMeta, addressTypeText } from "~/lib/account";
import type { SavedAddress } from "@api/contract/schemas/addresses";
import { bodyOrThrow, customerApi } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";

export const meta: MetaFunction = () => accountMeta("My Addresses");

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const addresses = bodyOrThrow(
    await customerApi<SavedAddress[]>(request, customer, "/customers/address"),
    "the addresses",
  );
  return { addresses };
}

export default function Addresses() {
  const { addresses } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>My Addresses</h1>
      <p>The addresses you saved, ready to choose at checkout.</p>
      <p>
        <Link to="/my-account/add-address" className={css.button.primary}>
          Add a new address
        </Link>
      </p>
      {addresses.length === 0 ? (
        <p>You have not saved any addresses yet.</p>
      ) : (
        <ul className={css.addressList} aria-label="Saved addresses">
          {addresses.map((address, index) => {
            // Two addresses may carry the same name: the number tells their buttons apart.
            const which = `address ${index + 1}, ${address.name}`;
            return (
              <li key={address._id} className={css.panel}>
                <p>
                  <span className={css.tag}>{addressTypeText(address.addressType)}</span>
                </p>
                <AddressBlock address={address} />
                <div className={css.actions}>
                  <Link to={`/my-account/address/${address._id}`} className={css.button.secondary}>
                    Edit<span className="visually-hidden"> {which}</span>
                  </Link>
                  <Link to={`/my-account/address/${address._id}?delete`} className={css.button.secondary}>
                    Delete<span className="visually-hidden"> {which}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
