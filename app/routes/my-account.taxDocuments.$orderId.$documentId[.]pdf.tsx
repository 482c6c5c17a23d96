import type { LoaderFunctionArgs } from "@remix-run/node";
import { expiredSignIn, requireSignedIn } from "~/lib/auth.server";
import { env } from "~/lib/env.server";

/**
 * The PDF of one of the shopper's own tax documents: the API's file passed on as it comes (a
 * resource route, so a plain link downloads it with or without JavaScript).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const customer = await requireSignedIn(request);
  const path = `/customerOrders/${encodeURIComponent(params.orderId ?? "")}/documents/${encodeURIComponent(params.documentId ?? "")}/pdf`;
  const answer = await fetch(`${env.API_URL}${path}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    signal: request.signal,
  });
  if (answer.status === 401) throw await expiredSignIn(request, customer.session);
  // Another shopper's document is a 404 at the API, and so it is here.
  if (answer.status === 404) throw new Response("Not found", { status: 404 });
  if (!answer.ok || !answer.body)
    throw new Response("The PDF could not be made; try again in a moment.", { status: 502 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
    },
  });
}
