import type { ApiEnvelope } from "../api.server";

/**
 * A back-office list's GET form, read from the address: the filters as the form shows them, and
 * the same filters with the page as the API's query (empty ones left out), so the URL can be shared.
 */
export function readListQuery<Name extends string>(request: Request, names: readonly Name[]) {
  const url = new URL(request.url);
  const params = new URLSearchParams();
  for (const name of [...names, "page"]) {
    const value = url.searchParams.get(name);
    if (value) params.set(name, value);
  }
  const filters = Object.fromEntries(names.map((name) => [name, url.searchParams.get(name) ?? ""])) as Record<
    Name,
    string
  >;
  return { params, search: params.toString(), filters };
}

/** A list answer's paging, and the messages of filters the API refused (shown by their fields; the list is then empty). */
export const listPaging = (answer: ApiEnvelope<unknown>) => ({
  filterErrors: (answer.status === 200 ? {} : answer.errors) as Record<string, string>,
  page: answer.page ?? 1,
  totalPages: answer.totalPages ?? 1,
  totalRecords: answer.totalRecords ?? 0,
});
