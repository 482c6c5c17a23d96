import { useNavigation } from "@remix-run/react";
import { AdminFormErrors } from "~/components/admin/form-controls";
import type { DraftAnswer } from "./draft-answer";

/**
 * What the draft page's small forms share: whether a form of an intent is being sent, and the
 * answer to the last refused one (its errors, by field or whole, and what was typed).
 */
export function useDraftForms(answered: DraftAnswer | undefined) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = answered?.errors ?? {};
  const errorsOf = (intent: string, keys: (key: string) => boolean) =>
    answered?.intent === intent
      ? Object.entries(errors)
          .filter(([k]) => keys(k))
          .map(([, m]) => m)
      : [];
  const whole = (intent: string) =>
    answered?.intent === intent ? [Object.values(errors)[0] ?? answered.message].filter(Boolean) : [];
  const typedFor = (intent: string) => (answered?.intent === intent ? answered.typed : null);
  return { answered, busy, errorsOf, whole, typedFor };
}

export type DraftForms = ReturnType<typeof useDraftForms>;

/** Every draft form's hidden fields: the version the page was loaded at, and what the form does. */
export function DraftFormFields({ version, intent }: { version: number; intent: string }) {
  return (
    <>
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

export function ErrorsFor({ id, messages }: { id: string; messages: string[] }) {
  return <AdminFormErrors id={id} errors={messages.length ? messages : undefined} />;
}
