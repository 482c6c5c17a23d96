import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { AddressBlock } from "~/components/account/address-block";
import { AddressForm } from "~/components/account/address-form";
import { useSubmitting } from "~/components/account/use-submitting";
import { SubmitButton } from "~/components/forms/submit-button";
import { ADDRESS_LIST, accountMeta } from "~/lib/account";
import type { SavedAddress } from "@api/contract/schemas/addresses";
import { bodyOrThrow, customerApi, returnPathOf, saveAddress, throwIfNotFound } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";
import { formConstraint } from "~/lib/forms.server";
import { redirectWithToast } from "~/lib/responses.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountMeta(data?.confirmDelete ? "Delete address" : "Edit address");

const addressPath = (id: string | undefined) => `/customers/address/${encodeURIComponent(id ?? "")}`;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  // Another customer's address is a 404 at the API, and so it is here.
  const address = bodyOrThrow(
    await customerApi<SavedAddress>(request, customer, addressPath(params.addressId)),
    "the address",
  );
  return {
    address,
    // ?delete is the confirmation step of Delete: it works without JavaScript, and a stray
    // click on the list never deletes anything.
    confirmDelete: new URL(request.url).searchParams.has("delete"),
    redirectTo: returnPathOf(request),
    constraint: formConstraint("address"),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const customer = await requireSignedIn(request);
  if (new URL(request.url).searchParams.has("delete")) {
    const envelope = await customerApi(request, customer, addressPath(params.addressId), { method: "DELETE" });
    throwIfNotFound(envelope);
    if (envelope.status !== 200)
      throw new Error(`Could not delete the address: ${envelope.status} ${envelope.message}`);
    return redirectWithToast(ADDRESS_LIST, customer.session, { type: "success", message: envelope.message });
  }
  return saveAddress(request, customer, params.addressId);
}

export default function EditAddress() {
  const { address, confirmDelete, redirectTo, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (confirmDelete) return <ConfirmDelete />;
  return (
    <>
      <h1>Edit address</h1>
      <AddressForm
        id={`edit-address-${address._id}`}
        lastResult={actionData?.result}
        constraint={constraint}
        address={address}
        redirectTo={redirectTo}
        submitLabel="Save changes"
      />
      <p>
        <Link to={redirectTo ?? ADDRESS_LIST}>Back without saving</Link>
      </p>
    </>
  );
}

function ConfirmDelete() {
  const { address } = useLoaderData<typeof loader>();
  const action = `/my-account/address/${address._id}?delete`;
  const pending = useSubmitting(`/my-account/address/${address._id}`);
  return (
    <>
      <h1>Delete address</h1>
      <p>Do you want to delete this address? This cannot be undone.</p>
      <div className={css.panel}>
        <AddressBlock address={address} />
      </div>
      <Form method="post" action={action} className={css.actions}>
        <SubmitButton pending={pending} className={css.button.danger} pendingLabel="Deleting…">
          Yes, delete this address
        </SubmitButton>
        <Link to={ADDRESS_LIST} className={css.button.secondary}>
          No, keep it
        </Link>
      </Form>
    </>
  );
}
