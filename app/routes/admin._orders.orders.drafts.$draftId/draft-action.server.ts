import type { SubmissionResult } from "@conform-to/react";
import { adminApi } from "~/lib/admin/api.server";
import { adminData } from "~/lib/admin/responses.server";
import type { requireStaffSession } from "~/lib/admin/session.server";
import { refusalToast } from "~/lib/forms.server";
import type { DraftAnswer } from "./draft-answer";

type StaffAuth = Awaited<ReturnType<typeof requireStaffSession>>;

/** An API answer that refused a change: its message, and its errors by field. */
export type Refusal = { status: number; message: string; errors: Record<string, string> };

/** The draft's address in the API. */
export const draftPath = (id: string) => `/draft-orders/${encodeURIComponent(id)}`;

/** A posted field as text, trimmed. */
export const formText = (formData: FormData, name: string) => String(formData.get(name) ?? "").trim();

/**
 * What each of the draft page's intents works with: the posted form and its intent, the version
 * the page was loaded at, the API, and the page's answer when the API refuses.
 */
export function draftAction(request: Request, auth: StaffAuth, draftId: string, formData: FormData) {
  const intent = formText(formData, "intent");
  const typed = Object.fromEntries([...formData.entries()].map(([k, v]) => [k, String(v)]));
  return {
    auth,
    formData,
    intent,
    id: draftId,
    here: `/admin/orders/drafts/${encodeURIComponent(draftId)}`,
    version: Number(formData.get("version")),
    read: <T>(path: string) => adminApi<T>({ request, ...auth }, path),
    call: <T>(path: string, method: "POST" | "PUT" | "DELETE", body: unknown) =>
      adminApi<T>({ request, ...auth }, path, { method, body }),
    refused: (answer: Refusal, result: SubmissionResult<string[]> | null = null) =>
      adminData<DraftAnswer>(
        { intent, errors: answer.errors, message: answer.message, result, typed, toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      ),
  };
}

export type DraftAction = ReturnType<typeof draftAction>;
