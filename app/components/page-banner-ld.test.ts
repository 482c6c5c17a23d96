import { describe, expect, it } from "vitest";
import { pageBannerLd } from "./page-banner-ld";

describe("pageBannerLd", () => {
  it("lists Home, the trail and the page itself, with absolute addresses", () => {
    const tag = pageBannerLd("https://shop.example", {
      title: "Kabir Fabric Sofa",
      trail: [{ name: "Living Room", path: "/shop/living-room" }],
      path: "/product/kabir-fabric-sofa",
    });
    expect(tag).toEqual({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
          { "@type": "ListItem", position: 2, name: "Living Room", item: "https://shop.example/shop/living-room" },
          {
            "@type": "ListItem",
            position: 3,
            name: "Kabir Fabric Sofa",
            item: "https://shop.example/product/kabir-fabric-sofa",
          },
        ],
      },
    });
  });

  it("is Home > page without a trail", () => {
    const tag = pageBannerLd("https://shop.example", { title: "About Us", path: "/about-us" }) as {
      "script:ld+json": { itemListElement: { name: string }[] };
    };
    expect(tag["script:ld+json"].itemListElement.map((item) => item.name)).toEqual(["Home", "About Us"]);
  });
});
