import { describe, expect, it } from "vitest";
import { localAddresses } from "./local-addresses.js";

describe("localAddresses", () => {
  it("puts the shop on 3000 and the API on 4000 when no port is given, or an empty one", () => {
    const expected = {
      webPort: 3000,
      apiPort: 4000,
      storefrontUrl: "http://localhost:3000",
      apiPublicUrl: "http://localhost:4000",
      apiUrl: "http://localhost:4000/v1",
    };
    expect(localAddresses({})).toEqual(expected);
    expect(localAddresses({ PORT: "", API_PORT: "" })).toEqual(expected);
  });

  it("follows the ports it is given, each service its own", () => {
    expect(localAddresses({ PORT: "3500", API_PORT: "4500" })).toEqual({
      webPort: 3500,
      apiPort: 4500,
      storefrontUrl: "http://localhost:3500",
      apiPublicUrl: "http://localhost:4500",
      apiUrl: "http://localhost:4500/v1",
    });
    expect(localAddresses({ PORT: 3600 })).toMatchObject({
      storefrontUrl: "http://localhost:3600",
      apiUrl: "http://localhost:4000/v1",
    });
  });
});
