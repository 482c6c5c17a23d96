import type { BrowserContext } from "@playwright/test";

export type CspViolation = { page: string; directive: string; blocked: string; source: string; sample: string };

const BINDING = "__e2eReportCspViolation";

/** Chromium's console words for a CSP refusal ("Refused to … because it violates … Content Security Policy"). */
const CSP_CONSOLE = /Content[ -]Security[ -]Policy/i;

/**
 * Records every Content-Security-Policy violation in every page and frame of `context`, on every
 * navigation, popups and other origins (the sandbox payment page) included: the browser's
 * `securitypolicyviolation` events and its console's CSP errors alike.
 */
export async function watchCspViolations(context: BrowserContext) {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, ({ frame }, violation: Omit<CspViolation, "page">) => {
    violations.push({ page: frame.url(), ...violation });
  });
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (violation: object) => void>)[binding];
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  }, BINDING);
  context.on("console", (message) => {
    if (!CSP_CONSOLE.test(message.text())) return;
    const { url, lineNumber } = message.location();
    violations.push({
      page: message.page()?.url() ?? "",
      directive: "console",
      blocked: "",
      source: `${url}:${lineNumber}`,
      sample: message.text(),
    });
  });
  return violations;
}
