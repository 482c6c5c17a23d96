/**
 * Where React stands on this page: "started" once the entry module has asked it to hydrate
 * (from then on React takes any click or change itself, hydrating first if it must), "done"
 * once the first render is committed (the e2e tests wait for it before they act, as a shopper
 * would see the page settle). Until "started", the page is the server's HTML alone.
 */
declare global {
  interface Window {
    shopHydration?: "started" | "done";
  }
}

const AUTO_SUBMIT_ATTRIBUTE = "data-auto-submit";

/** Marks a form which, with JavaScript, goes as soon as a choice in it changes. */
export const autoSubmitFormProps = { [AUTO_SUBMIT_ATTRIBUTE]: "" } as const;

/**
 * Runs inline in the head, before the scripts arrive. A shopper on a slow network can tick a
 * filter or pick a sort while the page is still the server's HTML: nothing listens yet, the
 * button the form would need is about to be hidden by hydration, and the tick would be lost.
 * Until React starts, a changed checkbox, radio or select in an auto-submit form submits that
 * form natively, as its button would.
 */
function submitChoicesBeforeHydration(attribute: string) {
  document.addEventListener("change", (event) => {
    const field = event.target;
    if (window.shopHydration || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    const form = field.form;
    if (!form?.hasAttribute(attribute)) return;
    if (field instanceof HTMLSelectElement || field.type === "checkbox" || field.type === "radio") {
      if (form.requestSubmit) form.requestSubmit();
      else form.submit();
    }
  });
}

export const preHydrationScript = `(${submitChoicesBeforeHydration.toString()})(${JSON.stringify(AUTO_SUBMIT_ATTRIBUTE)})`;
