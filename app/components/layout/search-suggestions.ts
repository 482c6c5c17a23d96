/**
 * Search-as-you-type, the WAI-ARIA combobox pattern (list autocomplete, no automatic selection):
 * the search box becomes a combobox that controls a listbox of suggestions fetched from
 * /search/suggestions. Down and Up move through them (and open the list), Enter goes to the
 * chosen one or, with none chosen, submits the search as typed, Escape closes the list. A status
 * line tells screen readers how many suggestions there are. Only ever loaded by a dynamic
 * import() from search-typing.ts, at the first key typed.
 */
import * as css from "@styles/layout/search-suggestions.css";

export type Suggestion = { label: string; detail: string; href: string };

/** Fewer letters than this suggest nothing worth reading. */
const MIN_QUERY_LENGTH = 2;
/** Waits for a pause in typing before asking. */
const DEBOUNCE_MS = 150;

const countText = (count: number) =>
  count === 0
    ? "No suggestions."
    : `${count} ${count === 1 ? "suggestion" : "suggestions"}, use the up and down arrows to choose.`;

export function enhanceSearchBox(input: HTMLInputElement) {
  const form = input.form;
  if (!form) return;
  const listId = `${input.id}-suggestions`;
  // A search page box re-rendered for a new search leaves its old list behind.
  document.getElementById(listId)?.remove();
  document.getElementById(`${listId}-status`)?.remove();

  const list = document.createElement("ul");
  list.id = listId;
  list.className = css.listbox;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Suggestions");
  list.hidden = true;
  const status = document.createElement("p");
  status.id = `${listId}-status`;
  status.className = "visually-hidden";
  status.setAttribute("role", "status");
  form.classList.add(css.anchor);
  form.append(list, status);

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listId);
  input.setAttribute("aria-expanded", "false");
  input.dataset.suggest = "ready";

  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  const answers = new Map<string, Suggestion[]>();

  const render = (open: boolean) => {
    const shown = open && items.length > 0;
    list.hidden = !shown;
    input.setAttribute("aria-expanded", String(shown));
    list.replaceChildren(
      ...items.map((item, i) => {
        const option = document.createElement("li");
        option.id = `${listId}-${i}`;
        option.className = css.option;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", String(i === active));
        const detail = document.createElement("span");
        detail.className = css.detail;
        detail.textContent = item.detail;
        option.append(item.label, " ", detail);
        return option;
      }),
    );
    if (shown && active >= 0) {
      input.setAttribute("aria-activedescendant", `${listId}-${active}`);
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };

  const show = (found: Suggestion[]) => {
    items = found;
    active = -1;
    render(document.activeElement === input);
    status.textContent = countText(found.length);
  };

  const ask = async (query: string) => {
    const known = answers.get(query);
    if (known) return show(known);
    request?.abort();
    request = new AbortController();
    try {
      const response = await fetch(`/search/suggestions?q=${encodeURIComponent(query)}`, { signal: request.signal });
      if (!response.ok) return;
      const found = ((await response.json()) as { suggestions: Suggestion[] }).suggestions;
      answers.set(query, found);
      // Typing went on meanwhile: this answer is for words no longer in the box.
      if (input.value.trim() === query) show(found);
    } catch {
      // Offline or aborted by the next key: the plain search still works.
    }
  };

  const onInput = () => {
    clearTimeout(timer);
    const query = input.value.trim();
    if (query.length < MIN_QUERY_LENGTH) {
      request?.abort();
      items = [];
      active = -1;
      render(false);
      status.textContent = "";
      return;
    }
    timer = setTimeout(() => void ask(query), DEBOUNCE_MS);
  };

  const go = (item: Suggestion) => {
    render(false);
    window.location.assign(item.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const open = !list.hidden;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (items.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        // Opening starts at the first (Down) or the last (Up); then the choice wraps around.
        // Past either end the choice goes back to the box (-1), then round again.
        active = open
          ? ((active + 1 + step + items.length + 1) % (items.length + 1)) - 1
          : step === 1
            ? 0
            : items.length - 1;
        render(true);
        return;
      }
      case "Enter":
        if (open && active >= 0) {
          event.preventDefault();
          go(items[active]);
        }
        return;
    }
  };

  // Escape with the list open only closes the list: the field keeps its text (a search field
  // clears itself on Escape) and the header's drop-down stays open. Those take Escape in the
  // document's capture phase, so the list takes it earlier, on the window.
  const onEscape = (event: KeyboardEvent) => {
    if (!input.isConnected) return window.removeEventListener("keydown", onEscape, true);
    if (event.key !== "Escape" || event.target !== input || list.hidden) return;
    event.preventDefault();
    active = -1;
    render(false);
  };
  window.addEventListener("keydown", onEscape, true);

  // The search goes as typed: nothing of this one may open over the next page.
  form.addEventListener("submit", () => {
    clearTimeout(timer);
    request?.abort();
    items = [];
    render(false);
    status.textContent = "";
  });
  list.addEventListener("mousedown", (event) => event.preventDefault());
  list.addEventListener("click", (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    const index = option ? Number(option.id.slice(listId.length + 1)) : -1;
    if (items[index]) go(items[index]);
  });
  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKeyDown);
  input.addEventListener("blur", () => render(false));
  input.addEventListener("focus", () => render(items.length > 0 && input.value.trim().length >= MIN_QUERY_LENGTH));
  onInput();
}
