import { useRouteLoaderData } from "@remix-run/react";
import { useId } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";

const LABEL = "Please leave this field blank";

/**
 * The honeypot's hidden fields (app/lib/honeypot.server.ts), with the field names remix-utils'
 * HoneypotInputs writes and its server checks. Its own component names every copy's elements by
 * the field names, so a page with two forms (sign-in by mobile and by email) repeated the ids,
 * and its autocomplete="nope" is not a value HTML knows: here each copy has ids of its own and
 * the trap field is "off" to autofill.
 */
export function HoneypotInputs() {
  const props = useRouteLoaderData<{ honeypotInputProps?: HoneypotInputProps }>("root")?.honeypotInputProps;
  const id = useId();
  const nameField = props?.nameFieldName ?? "name__confirm";
  const validFromField = props?.validFromFieldName;
  return (
    <div style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={`${id}-name`}>{LABEL}</label>
      <input id={`${id}-name`} name={nameField} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromField && props?.encryptedValidFrom ? (
        <>
          <label htmlFor={`${id}-from`}>{LABEL}</label>
          <input
            id={`${id}-from`}
            name={validFromField}
            type="text"
            value={props.encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
