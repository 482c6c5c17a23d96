import type { TextareaHTMLAttributes } from "react";
import * as css from "../../../styles/admin/blog.css";
import * as formCss from "../../../styles/admin/forms.css";

/**
 * A post's body as a plain textarea named `body` (HTML): it posts without JavaScript, and the API
 * cleans it (api/src/lib/rich-text.ts) before storing it. The back office's rich-text editor
 * enhances this field when it is merged in.
 */
export function BlogBodyField({ errors, textareaProps }: { errors?: string[]; textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string } }) {
  const hintId = `${textareaProps.id}-hint`;
  const errorId = errors?.length ? `${textareaProps.id}-error` : undefined;
  return (
    <div className={formCss.field}>
      <label htmlFor={textareaProps.id} className={formCss.label}>
        Body
      </label>
      <p id={hintId} className={formCss.hint}>
        HTML: paragraphs, headings, lists, links and pictures. Scripts and styles are removed when it is saved.
      </p>
      <textarea
        className={`${formCss.control} ${css.body}`}
        {...textareaProps}
        name="body"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
      />
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
