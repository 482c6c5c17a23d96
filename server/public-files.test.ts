import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { publicFiles } from "./public-files.js";

let base: string;
let close: () => void;
const reachedPages: string[] = [];

beforeAll(async () => {
  const directory = mkdtempSync(path.join(tmpdir(), "public-files-"));
  writeFileSync(path.join(directory, "favicon.svg"), "<svg/>");
  mkdirSync(path.join(directory, "media"));
  writeFileSync(path.join(directory, "media", "sofa.svg"), "<svg id='sofa'/>");
  const app = express();
  app.use(publicFiles(directory, { maxAge: "1h" }));
  app.use((req, res) => {
    reachedPages.push(req.path);
    res.send("page");
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

it("serves the public folder's own files and passes every other path to the pages", async () => {
  expect(await (await fetch(`${base}/favicon.svg`)).text()).toBe("<svg/>");
  const media = await fetch(`${base}/media/sofa.svg`);
  expect(await media.text()).toBe("<svg id='sofa'/>");
  expect(media.headers.get("cache-control")).toBe("public, max-age=3600");
  expect(await (await fetch(`${base}/product/kabir-sofa`)).text()).toBe("page");
  expect(await (await fetch(`${base}/`)).text()).toBe("page");
  // A missing file under a public name falls through too, to the shop's own 404 page.
  expect(await (await fetch(`${base}/media/none.svg`)).text()).toBe("page");
  expect(reachedPages).toEqual(["/product/kabir-sofa", "/", "/media/none.svg"]);
});
