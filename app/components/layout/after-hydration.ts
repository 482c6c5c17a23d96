/**
 * What every page gains once hydrated, in one chunk that ScrollToTop (in every page) fetches then,
 * so no page's first load carries it: the scroll-to-top behaviour, and the listener that brings
 * suggestions to the search boxes. Loaded once per page load; the listener lives as long.
 */
import { listenForSearchTyping } from "./search-typing";

export { enhanceScrollToTop } from "./scroll-to-top-behaviour";

listenForSearchTyping();
