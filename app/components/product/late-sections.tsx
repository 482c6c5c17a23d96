import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import * as onServer from "./late-sections.server";

/**
 * A component the server renders in full (so the page and its forms work without JavaScript) and
 * the browser loads in a chunk of its own after first paint. Inside a Suspense boundary, React keeps
 * the server's HTML while the chunk loads and hydrates it when it arrives (npm run bench:js).
 */
function renderedNowLoadedLater<Props extends object>(
  server: ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | LazyExoticComponent<ComponentType<Props>> {
  if (typeof document === "undefined" && server) return server;
  return lazy(() => load().then((component) => ({ default: component })));
}

/** The reviews list and the review form. */
export const Reviews = renderedNowLoadedLater(onServer.Reviews, () =>
  import("./reviews").then((module) => module.Reviews),
);

/** The "ask about this product" form. */
export const AskAboutProduct = renderedNowLoadedLater(onServer.AskAboutProduct, () =>
  import("~/components/enquiry/ask-form").then((module) => module.AskAboutProduct),
);
