import { describe, expect, it } from "vitest";
import { shareAddresses } from "./share";

describe("shareAddresses", () => {
  const shared = { url: "https://woodnest.in/product/a&b", title: "Sofa & chair", image: "https://woodnest.in/i.svg" };

  it("encodes the address and the title into each network's share link, in the order asked", () => {
    expect(shareAddresses(["WhatsApp", "Facebook", "Pinterest"], shared)).toEqual([
      {
        name: "WhatsApp",
        href: "https://wa.me/?text=Sofa%20%26%20chair%20https%3A%2F%2Fwoodnest.in%2Fproduct%2Fa%26b",
      },
      {
        name: "Facebook",
        href: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwoodnest.in%2Fproduct%2Fa%26b",
      },
      {
        name: "Pinterest",
        href: "https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fwoodnest.in%2Fproduct%2Fa%26b&media=https%3A%2F%2Fwoodnest.in%2Fi.svg&description=Sofa%20%26%20chair",
      },
    ]);
  });
});
