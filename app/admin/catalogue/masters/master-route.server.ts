/**
 * The loader and action of a catalogue master's screen (colours, sizes): the list with the row
 * being edited or deleted (links set ?edit= and ?delete=, so both work without JavaScript), and
 * add, save, delete and, for a master kept in order, move.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import { readForm } from "~/lib/form-body.server";
import { adminApi } from "~/lib/admin/api.server";
import { moveSchema } from "~/lib/admin/catalogue-forms.server";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";

export type MasterRoute = {
  /** The API's address of the master, "/colors". */
  apiPath: string;
  /** The screen's own address, "/admin/colours". */
  here: string;
  schema: z.ZodTypeAny;
  fields: string[];
  /** Whether rows can be moved up and down (sizes are listed in the order staff set). */
  ordered: boolean;
};

export async function loadMaster<Row extends { _id: string }>(route: MasterRoute, { request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<Row[]>({ request, ...auth }, route.apiPath);
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  const search = new URL(request.url).searchParams;
  const find = (key: string) => answer.body.find((row) => row._id === search.get(key)) ?? null;
  return adminPage({ rows: answer.body, editing: find("edit"), deleting: find("delete") }, auth.session);
}

export async function actOnMaster(route: MasterRoute, { request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const path = `${route.apiPath}/${encodeURIComponent(String(formData.get("id") ?? ""))}`;
  const call = { request, ...auth };
  const back = (answer: { status: number; message: string }) =>
    adminRedirect(route.here, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  if (intent === "add" || intent === "save") {
    const submission = parseWithZod(formData, { schema: route.schema });
    if (submission.status !== "success")
      return adminData({ intent, result: submission.reply() }, auth.session, { status: 400 });
    const answer = await adminApi(call, intent === "add" ? route.apiPath : path, {
      method: intent === "add" ? "POST" : "PATCH",
      body: submission.value,
    });
    if (answer.status !== 200) {
      return adminData(
        { intent, result: replyFromApi(submission, answer, route.fields), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return back(answer);
  }
  if (intent === "move" && route.ordered) {
    const move = moveSchema.safeParse({ direction: formData.get("direction") });
    if (move.success) return back(await adminApi(call, `${path}/move`, { method: "POST", body: move.data }));
  }
  if (intent === "delete") return back(await adminApi(call, path, { method: "DELETE" }));
  return unknownIntent(route.here, auth.session);
}
