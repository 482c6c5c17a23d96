// /admin/products/{id}/preview: the back office's "Preview in shop" link. Gives this browser's product
// pages the staff preview pass, then opens the product's storefront page (see preview-pass.server.ts).
import { type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import type { ProductDetail } from "~/admin/catalogue/products/product-options";
import { adminApi } from "~/lib/admin/api.server";
import { previewPass } from "~/lib/admin/preview-pass.server";
import { requireStaffSession } from "~/lib/admin/session.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<ProductDetail>(
    { request, ...auth },
    `/products/${encodeURIComponent(params.productId ?? "")}`,
  );
  if (answer.status !== 200) throw data({ message: answer.message }, { status: answer.status });
  return redirect(`/product/${encodeURIComponent(answer.body.slug)}`, {
    headers: { "Set-Cookie": await previewPass(auth.token), "Cache-Control": "private, no-store" },
  });
}
