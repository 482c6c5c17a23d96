import { test as base, expect } from "@playwright/test";
import { E2E_API_URL } from "./ports";

type Envelope<T> = {
  status: number;
  message: string;
  body: T;
  errors: Record<string, string>;
  page?: number;
  totalPages?: number;
  totalRecords?: number;
};

export type ApiClient = {
  /** GETs a v1 path straight from the API, bypassing the storefront, and returns the envelope. */
  get<T>(path: string): Promise<Envelope<T>>;
};

/** `api`: a direct line to the e2e API, to compare what a page shows with what the API holds. */
export const test = base.extend<{ api: ApiClient }>({
  api: async ({ playwright }, use) => {
    const context = await playwright.request.newContext({ baseURL: `${E2E_API_URL}/` });
    await use({
      async get<T>(path: string) {
        const response = await context.get(path.replace(/^\//, ""));
        return (await response.json()) as Envelope<T>;
      },
    });
    await context.dispose();
  },
});

export { expect };

/** A page's title as pageMeta writes it: the brand is added only when the title lacks it. */
export const shopTitle = (title: string) => (title.includes("Woodnest") ? title : `${title} | Woodnest`);
