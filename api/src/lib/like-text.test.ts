import { describe, expect, it } from "vitest";
import { likeText } from "./like-text";

describe("likeText", () => {
  it("wraps plain words in % so they match anywhere", () => {
    expect(likeText("oak sofa")).toBe("%oak sofa%");
  });

  it("escapes %, _ and backslash so they match themselves", () => {
    expect(likeText("50%")).toBe("%50\\%%");
    expect(likeText("a_b")).toBe("%a\\_b%");
    expect(likeText("c:\\x")).toBe("%c:\\\\x%");
  });
});
