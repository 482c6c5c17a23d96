import { describe, expect, it } from "vitest";
import { withoutPanelHeading } from "./panel-html.server";

describe("withoutPanelHeading", () => {
  it("drops a heading that repeats the panel's, whatever its level, case or spacing", () => {
    const html = "<p>Solid sheesham.</p><h3>Specifications</h3><ul><li>Material: Sheesham</li></ul>";
    expect(withoutPanelHeading(html, "Specifications")).toBe(
      "<p>Solid sheesham.</p><ul><li>Material: Sheesham</li></ul>",
    );
    expect(withoutPanelHeading('<h4 id="s"> <strong>SPECIFICATIONS</strong> </h4><p>x</p>', "Specifications")).toBe(
      "<p>x</p>",
    );
  });

  it("keeps every other heading and the words that mention the panel's name", () => {
    const html = "<h3>Care</h3><p>Specifications may vary by batch.</p><h3>Specifications and care</h3>";
    expect(withoutPanelHeading(html, "Specifications")).toBe(html);
  });
});
