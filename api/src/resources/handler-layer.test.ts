import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { handlersThatMakeSchemas, handlersThatQuery } from "./handler-layer";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

describe("the API's handlers", () => {
  it("leave the queries to the domain modules beside them", async () => {
    // A handler reads the request and answers: move its query into a views or writes module beside it.
    expect(await handlersThatQuery(ROOT)).toEqual([]);
  });

  it("take their request schemas from the resource's schemas module", async () => {
    expect(await handlersThatMakeSchemas(ROOT)).toEqual([]);
  });

  it("are caught importing the query builder, a table or zod itself, and only handler files are read", async () => {
    const root = await mkdtemp(join(tmpdir(), "handler-layer-"));
    try {
      await mkdir(join(root, "api/src/resources/things"), { recursive: true });
      await writeFile(
        join(root, "api/src/resources/things/things.handlers.ts"),
        [
          'import { eq } from "drizzle-orm";',
          'import type { things } from "@api/db/schema/catalogue";',
          'import { thingView } from "./thing-views";',
        ].join("\n"),
      );
      await writeFile(join(root, "api/src/resources/things/thing-views.ts"), 'import { eq } from "drizzle-orm";');
      await writeFile(
        join(root, "api/src/resources/things/other.handlers.ts"),
        ['import type { z } from "zod";', 'import { z as zod } from "@hono/zod-openapi";'].join("\n"),
      );
      expect(await handlersThatMakeSchemas(root)).toEqual([
        "api/src/resources/things/other.handlers.ts -> @hono/zod-openapi",
      ]);
      expect(await handlersThatQuery(root)).toEqual([
        "api/src/resources/things/things.handlers.ts -> @api/db/schema/catalogue",
        "api/src/resources/things/things.handlers.ts -> drizzle-orm",
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
