import { describe, expect, it } from "vitest";
import { UPLOAD_PART_LIMIT_BYTES, isMultipart, readUploadForm } from "./uploads.server";

const request = (bytes: number) => {
  const form = new FormData();
  form.set("alt", "Sofa");
  form.set("image", new File([new Uint8Array(bytes)], "sofa.jpg", { type: "image/jpeg" }));
  return new Request("http://shop.test/admin/products/p/images", { method: "POST", body: form });
};

describe("readUploadForm", () => {
  it("reads a file form's fields and file", async () => {
    const req = request(1024);
    expect(isMultipart(req)).toBe(true);
    const form = await readUploadForm(req);
    expect(form?.get("alt")).toBe("Sofa");
    expect((form?.get("image") as File).size).toBe(1024);
  });

  it("answers null for a file past the storefront's bound, instead of holding it all", async () => {
    expect(await readUploadForm(request(UPLOAD_PART_LIMIT_BYTES + 1))).toBeNull();
  });

  it("tells a plain form from a file form", () => {
    const plain = new Request("http://shop.test/", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(isMultipart(plain)).toBe(false);
  });
});
