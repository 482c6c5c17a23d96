import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "~/lib/toast";

/** The draft page's answer to a refused change: which form it was, what the API said, what was typed. */
export type DraftAnswer = {
  intent: string;
  errors: Record<string, string>;
  message: string;
  result: SubmissionResult<string[]> | null;
  typed: Record<string, string>;
  toast: Toast;
};
