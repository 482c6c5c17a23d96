import { describe, expect, it } from "vitest";
import { decodeEntities, excerptOf, stripTags } from "./text";

describe("stripTags", () => {
  it("drops tags, scripts' tags and an unterminated tag, keeping the text", () => {
    expect(stripTags("<p>Nice <b>sofa</b></p><script>alert(1)</script>")).toBe("Nice sofaalert(1)");
    expect(stripTags("Good <img src=x onerror=alert(1)")).toBe("Good ");
    expect(stripTags("<!-- note --><?xml?></div>")).toBe("");
  });

  it("keeps a '<' that starts no tag", () => {
    expect(stripTags("Worth it under < 5000, I <3 it")).toBe("Worth it under < 5000, I <3 it");
  });
});

describe("decodeEntities", () => {
  it("decodes named and numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("Tom &amp; Jerry &#8377;500 &#x2014; &lt;b&gt;&nbsp;&bogus;")).toBe(
      "Tom & Jerry ₹500 — <b> &bogus;",
    );
  });
});

describe("excerptOf", () => {
  it("turns HTML into one line of plain text", () => {
    expect(excerptOf("<h2>Title</h2><p>First&nbsp;line.</p><p>Second</p>")).toBe("Title First line. Second");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const text = excerptOf(`<p>${"word ".repeat(100)}</p>`, 50);
    expect(text).toBe(`${"word ".repeat(10).trim()}…`);
    expect(text.length).toBeLessThanOrEqual(51);
  });
});
