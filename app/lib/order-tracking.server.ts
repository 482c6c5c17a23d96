/**
 * The order tracking form's action (issue 15): parses with the API's schema, asks the API, and
 * answers the page with the tracked order or the refusal on its fields (a wrong pair and the
 * rate limit are the whole form's), keeping what the shopper typed either way. The answer is
 * the POST's own page, never a redirect: the contact must not end up in a URL.
 */
import { data } from "@remix-run/node";
import type { TrackedOrder } from "@api/contract/schemas/order-tracking";
import type { Tracked } from "~/components/order-tracking/types";
import { apiFetch } from "./api.server";
import { formSchemas, parseWithZod, replyFromApi } from "./forms.server";

const FIELDS = Object.keys(formSchemas.orderTracking.shape);

export async function trackOrder(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: formSchemas.orderTracking });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), tracked: null }, { status: 400 });
  }
  const answer = await apiFetch<TrackedOrder>("/order-tracking", { method: "POST", body: submission.value, request });
  if (answer.status !== 200) {
    return data({ result: replyFromApi(submission, answer, FIELDS), tracked: null }, { status: answer.status });
  }
  return { result: submission.reply(), tracked: answer.body as Tracked };
}
