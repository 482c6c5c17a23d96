import * as css from "@styles/auth/auth.css";
import * as forms from "@styles/forms/forms.css";
import { Field } from "~/components/forms/field";
import type { LiteForm } from "~/components/forms/use-lite-form";

/** The one-time code: digits only, and the browser may fill it in from the message. */
export function OtpField({ form }: { form: LiteForm }) {
  return (
    <Field
      label="OTP"
      errors={form.errors("otp")}
      inputProps={{
        ...form.digits("otp"),
        type: "text",
        className: `${forms.control} ${css.otpInput}`,
        autoComplete: "one-time-code",
      }}
    />
  );
}
