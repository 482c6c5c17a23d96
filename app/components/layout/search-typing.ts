/**
 * Suggestions while typing turn a search box into a combobox (search-suggestions.ts). Their code
 * is a chunk of its own, fetched at the first key a shopper types into the box of a search form
 * (role="search": the header's, the menu's, the search page's); until then, without JavaScript,
 * or offline, the box stays a plain search field. One listener on the document serves every box,
 * present and future, so no component carries any of it.
 */
const isSearchBox = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === "search" && target.form?.getAttribute("role") === "search";

function suggestIn(box: HTMLInputElement) {
  if (box.dataset.suggest) return;
  box.dataset.suggest = "loading";
  import("./search-suggestions").then(
    ({ enhanceSearchBox }) => enhanceSearchBox(box),
    // Offline or a stale deploy: the next key tries again.
    () => delete box.dataset.suggest,
  );
}

export function listenForSearchTyping() {
  document.addEventListener("input", (event) => {
    if (isSearchBox(event.target)) suggestIn(event.target);
  });
  // A quick shopper may have typed before this arrived.
  const focused = document.activeElement;
  if (isSearchBox(focused) && focused.value.trim()) suggestIn(focused);
}
