// A file of its own: the links to a document need only its title, not the document's renderer.
/** 'Tax invoice WN/26-27/000123' or 'Credit note WN/26-27/C00001': the document's title, heading and link text. */
export const documentTitle = (doc: { kind: string; number: string }) =>
  `${doc.kind === "invoice" ? "Tax invoice" : "Credit note"} ${doc.number}`;
