import { type ReactNode, useEffect, useRef } from "react";
import * as css from "@styles/enquiry/enquiry.css";

/**
 * A form's section: its heading, an anchor the form posts back to (so a page without
 * JavaScript opens at the form, errors in view), and where the keyboard lands once a
 * successful submission has reset the form (`resets` counts them).
 */
export function FormSection({
  id,
  title,
  intro,
  resets,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  resets: number;
  className?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form under the button is new: the keyboard starts again at its heading.
    if (resets > 0) heading.current?.focus();
  }, [resets]);
  return (
    <section id={id} className={className ?? css.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className={css.heading}>
        {title}
      </h2>
      {intro ? <p className={css.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
