import { describe, expect, it } from "vitest";
import { cardsPerView, galleryImages } from "./project-rules";

describe("cardsPerView", () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [7, 3],
  ])("%i projects show %i per view", (count, perView) => {
    expect(cardsPerView(count)).toBe(perView);
  });
});

describe("galleryImages", () => {
  const image = (name: string) => ({ url: `/media/${name}.svg`, width: 1200, height: 800, alt: name });

  it("puts the default image first and shows each picture once", () => {
    const project = { defaultImage: image("a"), images: [image("a"), image("b"), image("c"), image("b")] };
    expect(galleryImages(project).map((i) => i.alt)).toEqual(["a", "b", "c"]);
  });

  it("keeps the default image when the list leaves it out", () => {
    const project = { defaultImage: image("a"), images: [image("b")] };
    expect(galleryImages(project).map((i) => i.alt)).toEqual(["a", "b"]);
  });
});
