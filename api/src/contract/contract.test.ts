import { compileErrors, validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/harness";
import { documentProblems } from "./document-problems";
import { ERROR_CODES } from "./error-codes";

type Operation = {
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
};
type ErrorCodeSchema = { enum: string[]; description: string };
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

/** The contract's own routes: the document and the page that reads it describe the others. */
const CONTRACT_ROUTES = [
  "GET /v1/openapi.json",
  "GET /v1/docs",
  "GET /v1/docs/assets/initializer.js",
  "GET /v1/docs/assets/:name",
];

/**
 * Routes that exist to refuse: a browser that opens the sandbox checkout without the shop's form
 * gets a page saying so (405), as Razorpay's hosted checkout does.
 */
const ONLY_REFUSES = ["GET /v1/sandbox/checkout"];

let api: TestApi;
let document: Document;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  document = (await api.get<Document>("/openapi.json")).json;
});
afterAll(() => api.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`,
      operation,
    })),
  );

describe("GET /v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document with nothing structurally wrong", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toMatchObject({ title: "Woodnest API", version: "1" });
    expect(documentProblems(document as never)).toEqual([]);
  });

  it("validates against the OpenAPI 3.1 schema", async () => {
    // validate() dereferences what it is given: a copy, so the other tests read the document as served.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
  });

  it("names the shopper's and the staff's bearer tokens as security schemes", async () => {
    const { json } = await api.get("/openapi.json");
    expect(json.components.securitySchemes).toMatchObject({
      shopperBearer: { type: "http", scheme: "bearer" },
      staffBearer: { type: "http", scheme: "bearer" },
    });
  });

  it("lists every error code a refusal may carry, with what it means", () => {
    const { ErrorCode } = (document as unknown as { components: { schemas: Record<string, ErrorCodeSchema> } })
      .components.schemas;
    expect(ErrorCode.enum).toEqual(Object.keys(ERROR_CODES));
    expect(ErrorCode.enum).toEqual(expect.arrayContaining(["ORDER_ALREADY_PAID", "PRICES_CHANGED"]));
    expect(ErrorCode.description).toContain("- `ORDER_ALREADY_PAID`: The order is paid already");
  });

  it("describes every refusal with the error envelope and its codes", () => {
    const { responses } = document.paths["/v1/pincodes/checkDelivery/{pincode}"].get;
    expect(Object.keys(responses).sort()).toEqual(["200", "304", "400", "404", "500", "503"]);
    expect(responses["404"].content?.["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ErrorEnvelope",
    });
  });
});

describe("the contract's ratchet", () => {
  it("gives every declared operation a 2xx answer with a schema, or a redirect with its Location", () => {
    const without = operations()
      .filter(
        ({ operation }) =>
          !Object.entries(operation.responses).some(
            ([status, r]) =>
              // JSON, or a file's own type (a PDF, the sitemap's lines, a page) declared with its schema.
              (/^2/.test(status) && Object.values(r.content ?? {}).some((content) => content.schema)) ||
              // A browser's step on (the sandboxes' buttons): where it goes is the answer.
              (/^30[1-8]$/.test(status) && Boolean(r.headers?.Location)),
          ),
      )
      .map(({ route }) => route);
    expect(without).toEqual(ONLY_REFUSES);
  });

  it("declares every route the API serves, and nothing it does not", () => {
    const declared = new Set(operations().map(({ route }) => route));
    // A parameter's pattern (`:file{[0-9]+}`) is the router's matching, not part of the route's name.
    const served = new Set(
      api.app.routes
        .filter((r) => r.method !== "ALL")
        .map((r) => `${r.method} ${r.path.replace(/(:\w+)\{[^/]*\}/g, "$1")}`),
    );
    const notContract = [...served].filter((route) => !CONTRACT_ROUTES.includes(route));

    console.info(`API contract: ${declared.size} of ${notContract.length} routes declared`);
    // A new route is declared with createRoute: its request and every answer.
    expect(notContract.filter((route) => !declared.has(route))).toEqual([]);
    expect([...declared].filter((route) => !served.has(route))).toEqual([]);
  });
});

describe("documentProblems", () => {
  const valid = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/things/{id}": {
        get: {
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            200: {
              description: "ok",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
            },
          },
        },
      },
    },
    components: { schemas: { Thing: { type: "object" } } },
  };

  it("finds nothing wrong with a sound document", () => {
    expect(documentProblems(valid)).toEqual([]);
  });

  it("finds a wrong version, an undeclared path parameter, a missing description and a dangling reference", () => {
    const broken = structuredClone(valid) as typeof valid & { openapi: string };
    broken.openapi = "3.0.3";
    broken.paths["/things/{id}"].get.parameters = [];
    broken.paths["/things/{id}"].get.responses[200] = {
      description: "",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Gone" } } },
    };
    expect(documentProblems(broken)).toEqual([
      "openapi must be a 3.1.x version",
      "GET /things/{id}: {id} has no path parameter",
      "GET /things/{id}: response 200 needs a description",
      "#/paths/~1things~1{id}/get/responses/200/content/application~1json/schema: #/components/schemas/Gone leads nowhere",
    ]);
  });
});
