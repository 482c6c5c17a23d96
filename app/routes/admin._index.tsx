import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, can } from "@api/validation/staff-roles";
import { adminLinks } from "~/components/admin/admin-shell";
import { type StockSku, skuHistoryPath, stockStateLabel, variantLabel } from "~/components/admin/stock-options";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { type SessionStaff, requireStaffSession } from "~/lib/admin/session.server";
import * as css from "../../styles/admin/admin.css";

export const meta = () => adminMeta("Dashboard");

type Me = { staff: Omit<SessionStaff, "id">; recoveryCodesLeft: number };
type LowStock = { skus: StockSku[]; total: number };

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const [me, lowStock] = await Promise.all([
    adminApi<Me>({ request, ...auth }, "/me"),
    // Only for those who look after stock; anyone else's dashboard does not ask.
    can(auth.staff.role, "catalogue.manage") ? adminApi<LowStock>({ request, ...auth }, "/stock/low") : null,
  ]);
  return adminPage({ me: me.body, lowStock: lowStock?.status === 200 ? lowStock.body : null }, auth.session);
}

/** Who is signed in, their role, and what the role may open. */
export default function AdminDashboard() {
  const { me, lowStock } = useLoaderData<typeof loader>();
  const { staff } = me;
  return (
    <>
      <h1>Welcome, {staff.name}</h1>
      <section className={css.section} aria-labelledby="you-heading">
        <h2 id="you-heading" className={css.sectionTitle}>
          Your account
        </h2>
        <dl className={css.details}>
          <dt>Email</dt>
          <dd>{staff.email}</dd>
          <dt>Role</dt>
          <dd>
            {ROLE_LABELS[staff.role]}: {ROLE_DESCRIPTIONS[staff.role]}
          </dd>
          <dt>Recovery codes left</dt>
          <dd>{me.recoveryCodesLeft}</dd>
        </dl>
      </section>
      {lowStock ? (
        <section className={css.section} aria-labelledby="low-stock-heading">
          <h2 id="low-stock-heading" className={css.sectionTitle}>
            Low stock ({lowStock.total})
          </h2>
          {lowStock.skus.length === 0 ? (
            <p>Every sku is above its low-stock threshold.</p>
          ) : (
            <>
              <ul>
                {lowStock.skus.map((sku) => (
                  <li key={`${sku.kind}:${sku.id}`}>
                    <Link to={skuHistoryPath(sku)}>
                      {sku.name}
                      {variantLabel(sku) ? `, ${variantLabel(sku)}` : ""}
                    </Link>{" "}
                    ({sku.sku}): {sku.outOfStock ? stockStateLabel(sku).toLowerCase() : `${sku.stock} left`}, threshold {sku.effectiveThreshold}
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/admin/stock?state=low">Restock on the stock screen</Link>
              </p>
            </>
          )}
        </section>
      ) : null}
      <section className={css.section} aria-labelledby="open-heading">
        <h2 id="open-heading" className={css.sectionTitle}>
          What you can open
        </h2>
        <ul>
          {adminLinks(staff).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
