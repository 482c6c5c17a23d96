import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalSlugField, slugify } from "./slug";

describe("slugify", () => {
  it("makes a slug of letters, digits and single hyphens from a name", () => {
    expect(slugify("Beds & Mattresses")).toBe("beds-mattresses");
    expect(slugify("  TV Units -- 2026 ")).toBe("tv-units-2026");
    expect(slugify("Café Tables")).toBe("cafe-tables");
  });

  it("answers an empty slug for a name without Latin letters or digits", () => {
    expect(slugify("पूजा")).toBe("");
  });
});

describe("optionalSlugField", () => {
  const schema = z.object({ slug: optionalSlugField() });

  it("takes blank as 'make it from the name' and lower-cases what is typed", () => {
    expect(schema.parse({ slug: "  " })).toEqual({ slug: undefined });
    expect(schema.parse({ slug: "Dining-Tables" })).toEqual({ slug: "dining-tables" });
  });

  it("refuses spaces, double and edge hyphens", () => {
    for (const slug of ["dining tables", "dining--tables", "-dining", "tables-"])
      expect(schema.safeParse({ slug }).success).toBe(false);
  });
});
