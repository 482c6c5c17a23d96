import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation } from "@remix-run/react";

/** What a row-forms action answers for a refused form: which form, and conform's result for it. */
type RowFormAnswer = { form: string; result: SubmissionResult<string[]> };

const isRowFormAnswer = (answered: unknown): answered is RowFormAnswer =>
  typeof answered === "object" && answered !== null && "form" in answered && "result" in answered;

/**
 * A screen with one form per row and an add form (FAQs, testimonials, blog categories, project
 * levels): which form is posting now, as its `fields` joined ("remove:<id>"), and the action's
 * refused result for one form, by the name the action gave it ("add" or the row's id).
 */
export function useRowForms(fields: readonly string[] = ["intent", "id"]) {
  const answered: unknown = useActionData();
  const navigation = useNavigation();
  const posting =
    navigation.state === "submitting" ? fields.map((field) => navigation.formData?.get(field) ?? "").join(":") : null;
  const resultFor = (form: string) => (isRowFormAnswer(answered) && answered.form === form ? answered.result : null);
  return { posting, resultFor };
}
