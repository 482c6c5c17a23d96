import { type ReactNode, Suspense, lazy, useEffect, useRef, useState } from "react";
import * as formCss from "@styles/admin/forms.css";
import * as css from "@styles/admin/rich-text.css";

/** Tiptap and ProseMirror are big: they load only when a back-office page shows a rich-text field. */
const RichTextEditor = lazy(() => import("./rich-text-editor"));

export type RichTextFieldProps = {
  /** The form field's name; the posted value is the HTML. */
  name: string;
  label: string;
  /** The stored HTML (or what was typed before a refused submit). */
  defaultValue?: string;
  errors?: string[];
  hint?: ReactNode;
  /** The textarea's id; the label, hint and errors hang off it. Defaults to the name. */
  id?: string;
};

/**
 * A rich-text field: a plain `<textarea>` of HTML that posts with its form (the API cleans the
 * HTML), enhanced once JavaScript runs into a Tiptap editor with a toolbar. The editor writes
 * every change back into the textarea, which stays in the form (hidden), so the native post
 * carries it either way.
 */
export function RichTextField({ name, label, defaultValue = "", errors, hint, id = name }: RichTextFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [editorReady, setEditorReady] = useState(false);
  // After hydration only: the server's HTML and the first render must match.
  useEffect(() => setEnhanced(true), []);

  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={formCss.field}>
      {/* Once the editor has replaced the textarea, the label's click goes to the editor, as it went to the textarea. */}
      <label
        id={labelId}
        htmlFor={id}
        className={formCss.label}
        onClick={(event) => {
          if (!editorReady) return;
          event.preventDefault();
          document.querySelector<HTMLElement>(`[contenteditable][aria-labelledby="${labelId}"]`)?.focus();
        }}
      >
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={formCss.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={textarea}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={10}
        hidden={editorReady}
        className={`${formCss.control} ${css.source}`}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
      />
      {enhanced ? (
        <Suspense fallback={null}>
          <RichTextEditor
            initialHtml={textarea.current?.value ?? defaultValue}
            label={label}
            labelId={labelId}
            describedBy={describedBy}
            invalid={Boolean(errorId)}
            onReady={() => setEditorReady(true)}
            onChange={(html) => {
              if (textarea.current) textarea.current.value = html;
            }}
          />
        </Suspense>
      ) : null}
      {errors?.length ? (
        <ul id={errorId} className={formCss.errorList}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
