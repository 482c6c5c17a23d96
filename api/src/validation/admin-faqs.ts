/** The back office's FAQ form (issue 16), shared by the API and the admin actions; no server-only code. */
import { z } from "zod";
import { requiredText } from "./fields";

const FAQ_LIMITS = { question: 300, answer: 3000 } as const;

/** The answer is plain text: the shop's FAQ page shows it as written. */
export const faqSchema = z.object({
  question: requiredText("Question", FAQ_LIMITS.question),
  answer: requiredText("Answer", FAQ_LIMITS.answer),
});
