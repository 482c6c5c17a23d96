/** The back office's testimonial form (issue 16), shared by the API and the admin actions; no server-only code. */
import { z } from "zod";
import { requiredText } from "./fields";

export const testimonialSchema = z.object({
  name: requiredText("Name", 100),
  designation: requiredText("Designation", 100),
  comment: requiredText("Comment", 1000),
});
