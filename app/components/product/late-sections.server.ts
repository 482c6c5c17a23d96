// The product page's below-the-fold forms, imported eagerly for server rendering only: the browser
// build replaces a `.server` module with an empty one, so these reach the browser only through the
// lazy chunks of late-sections.tsx.
export { Reviews } from "./reviews";
export { AskAboutProduct } from "~/components/enquiry/ask-form";
