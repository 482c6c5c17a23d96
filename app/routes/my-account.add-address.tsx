import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "~/components/account/address-form";
import { ADDRESS_LIST, accountMeta } from "~/lib/account";
import { returnPathOf, saveAddress } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";
import { formConstraint } from "~/lib/forms.server";

export const meta: MetaFunction = () => accountMeta("Add a new address");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedIn(request);
  return { redirectTo: returnPathOf(request), constraint: formConstraint("address") };
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = await requireSignedIn(request);
  return saveAddress(request, customer);
}

export default function AddAddress() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <h1>Add a new address</h1>
      <AddressForm
        id="add-address"
        lastResult={actionData?.result}
        constraint={constraint}
        redirectTo={redirectTo}
        submitLabel="Save address"
      />
      <p>
        <Link to={redirectTo ?? ADDRESS_LIST}>Back without saving</Link>
      </p>
    </>
  );
}
