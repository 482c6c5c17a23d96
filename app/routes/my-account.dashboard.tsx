import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { type Profile, accountMeta } from "~/lib/account";
import { bodyOrThrow, customerApi } from "~/lib/account.server";
import { requireSignedIn } from "~/lib/auth.server";

export const meta: MetaFunction = () => accountMeta("My Account");

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  // The API's profile, not the session's copy: an edit made on another device shows here too.
  const profile = bodyOrThrow(await customerApi<Profile>(request, customer, "/customers/profile"), "the profile");
  return { profile };
}

const orNA = (value: string | null) => value || "N/A";

export default function Dashboard() {
  const { profile } = useLoaderData<typeof loader>();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  return (
    <>
      <h1>Hello {profile.firstName ?? "there"}</h1>
      <p>
        From your account dashboard you can view your recent orders, manage your shipping addresses and edit your
        account details.
      </p>
      <section aria-labelledby="details-heading" className={css.panel}>
        <h2 id="details-heading" className={css.panelTitle}>
          Your details
        </h2>
        <dl className={css.details}>
          <dt>Name</dt>
          <dd>{orNA(name)}</dd>
          <dt>Email</dt>
          <dd>{orNA(profile.email)}</dd>
          <dt>Phone</dt>
          <dd>{orNA(profile.mobile)}</dd>
        </dl>
      </section>
      <div className={css.panels}>
        <section aria-labelledby="downloads-heading" className={css.panel}>
          <h2 id="downloads-heading" className={css.panelTitle}>
            Downloads
          </h2>
          <p>No downloads available yet.</p>
        </section>
        <section aria-labelledby="payment-heading" className={css.panel}>
          <h2 id="payment-heading" className={css.panelTitle}>
            Payment Method
          </h2>
          <p>Payment methods cannot be saved yet.</p>
        </section>
      </div>
    </>
  );
}
