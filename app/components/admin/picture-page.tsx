import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { ImageUploadForm } from "~/components/admin/image-upload-form";
import * as css from "@styles/admin/admin.css";

/**
 * A page that replaces one picture: the way back, the title, the current picture (the children)
 * under "Current {noun}", and the upload form under "Replace it".
 */
export function PicturePage({
  back,
  title,
  noun,
  upload,
  result,
  children,
}: {
  back: ReactNode;
  title: ReactNode;
  noun: string;
  upload: { id: string; heading: string };
  result: SubmissionResult<string[]> | null;
  children: ReactNode;
}) {
  return (
    <>
      <p>{back}</p>
      <h1>{title}</h1>
      <section className={css.section} aria-labelledby={`current-${noun}-heading`}>
        <h2 id={`current-${noun}-heading`} className={css.sectionTitle}>
          {`Current ${noun}`}
        </h2>
        {children}
      </section>
      <section className={css.section} aria-labelledby={`replace-${noun}-heading`}>
        <h2 id={`replace-${noun}-heading`} className={css.sectionTitle}>
          Replace it
        </h2>
        <ImageUploadForm id={upload.id} heading={upload.heading} result={result} />
      </section>
    </>
  );
}
