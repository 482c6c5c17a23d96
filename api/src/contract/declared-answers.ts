import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodTypeAny } from "zod";

type DeclaredRoute = {
  method: string;
  path: string;
  pattern: RegExp;
  /** Path parameters: a route with fewer wins where two match (`/products/new` before `/products/{id}`). */
  params: number;
  /** The JSON schema of each declared status; `null` for a status declared without JSON. */
  answers: Map<string, ZodTypeAny | null>;
};

type RouteDefinition = {
  type: string;
  route?: {
    method: string;
    path: string;
    responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  };
};

const isZod = (schema: unknown): schema is ZodTypeAny =>
  typeof (schema as ZodTypeAny | undefined)?.safeParse === "function";

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

/**
 * Holds every answer of a declared route to what `createRoute` declared for it: the status must be
 * one the route lists, and a JSON body must parse with that status's schema. The API's tests run
 * every request through it (test/harness.ts), so a declaration that stops telling the truth fails
 * the tests that see the answer, not a client later.
 */
export function declaredAnswers(app: Pick<OpenAPIHono, "openAPIRegistry">) {
  const routes: DeclaredRoute[] = (app.openAPIRegistry.definitions as RouteDefinition[])
    .filter((definition) => definition.type === "route" && definition.route)
    .map(({ route }) => {
      const answers = new Map<string, ZodTypeAny | null>();
      for (const [status, answer] of Object.entries(route!.responses ?? {})) {
        const schema = answer.content?.["application/json"]?.schema;
        answers.set(status, isZod(schema) ? schema : null);
      }
      return {
        method: route!.method.toUpperCase(),
        path: route!.path,
        pattern: patternOf(route!.path),
        params: (route!.path.match(/\{/g) ?? []).length,
        answers,
      };
    });

  const routeOf = (method: string, path: string) =>
    routes
      .filter((route) => route.method === method && route.pattern.test(path))
      .sort((a, b) => a.params - b.params)[0];

  /** What is wrong with one answer, or undefined when it is as declared (or the route is not declared). */
  return function problemWith(method: string, url: string, status: number, body: unknown): string | undefined {
    const path = url.split("?")[0];
    const route = routeOf(method.toUpperCase(), path);
    if (!route) return undefined;
    const where = `${route.method} ${route.path}`;
    if (!route.answers.has(String(status))) {
      return `${where} answered ${status}, which it does not declare (declared: ${[...route.answers.keys()].join(", ")})`;
    }
    const schema = route.answers.get(String(status));
    if (!schema || typeof body === "string") return undefined;
    const parsed = schema.safeParse(body);
    if (parsed.success) return undefined;
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
      .join("; ");
    return `${where} answered ${status} with a body its declared schema refuses: ${issues}`;
  };
}
