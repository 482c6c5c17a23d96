import { describe, expect, it } from "vitest";
import { FORM_UNREADABLE, readForm } from "./form-body.server";
import { readUploadForm } from "./uploads.server";

const post = (type: string, body: string) =>
  new Request("http://shop.test/admin/colours", { method: "POST", headers: { "Content-Type": type }, body });

/** What a loader or action threw, as Remix reads it: a 400 with its message. */
async function thrown(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toMatchObject({ init: { status: 400 }, data: { message: FORM_UNREADABLE } });
}

describe("readForm", () => {
  it("reads a form", async () => {
    expect((await readForm(post("application/x-www-form-urlencoded", "intent=save&name=Teak"))).get("name")).toBe(
      "Teak",
    );
  });

  it.each([
    ["another content type", "text/plain", "intent=save"],
    [
      "a cut-off upload",
      "multipart/form-data; boundary=cut",
      '--cut\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsa',
    ],
  ])("throws 400 with a message for %s", async (_what, type, body) => {
    await thrown(readForm(post(type, body)));
  });
});

describe("readUploadForm", () => {
  it("throws 400 with a message for a body that is no multipart form", async () => {
    await thrown(readUploadForm(post("application/x-www-form-urlencoded", "intent=import")));
  });
});
