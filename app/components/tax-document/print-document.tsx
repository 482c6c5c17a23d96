import { useHydrated } from "remix-utils/use-hydrated";

/**
 * 'Print' on a tax document's own page: with JavaScript it opens the browser's print dialog (the
 * print styles leave only the document on the paper); without, the sentence beside it says how.
 */
export function PrintDocument({ className }: { className: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <p>To print this document, use your browser&apos;s print (Ctrl+P, or ⌘P on a Mac).</p>
      {hydrated ? (
        <button type="button" className={className} onClick={() => window.print()}>
          Print
        </button>
      ) : null}
    </>
  );
}
