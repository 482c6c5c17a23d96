import { describe, expect, it } from "vitest";
import {
  GSTIN_MESSAGES,
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinField,
  gstinProblem,
  gstinStateName,
} from "./gstin";
import { INDIAN_STATES } from "./indian-states";

/**
 * Real GSTINs published with their holders: BILT Graphic Paper Products' registrations in five
 * states (one PAN, so only the state code and check character differ), and GSTN's own example.
 */
const REAL = [
  "27AADCB2230M1ZT",
  "07AADCB2230M1ZV",
  "33AADCB2230M1Z0",
  "06AADCB2230M1ZX",
  "19AADCB2230M1ZQ",
  "27AAPFU0939F1ZV",
];

describe("GSTIN checks", () => {
  it("accepts real published GSTINs", () => {
    for (const gstin of REAL) expect(gstinProblem(gstin), gstin).toBeNull();
  });

  it("computes each real GSTIN's check character from its first 14", () => {
    for (const gstin of REAL) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it("refuses each kind of mistake with its own message", () => {
    expect(gstinProblem("07AADCB2230M1Z")).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem("07AADCB2230M1ZVV")).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem("07AADCB2230M1Z-")).toBe(GSTIN_MESSAGES.characters);
    expect(gstinProblem("40AADCB2230M1ZV")).toBe(GSTIN_MESSAGES.stateCode);
    expect(gstinProblem("00AADCB2230M1ZV")).toBe(GSTIN_MESSAGES.stateCode);
    expect(gstinProblem("25AADCB2230M1ZV")).toBe(GSTIN_MESSAGES.stateCode);
    expect(gstinProblem("07AADC12230M1ZV")).toBe(GSTIN_MESSAGES.pan);
    expect(gstinProblem("07AADCB2230M0ZV")).toBe(GSTIN_MESSAGES.entity);
    expect(gstinProblem("07AADCB2230M1DV")).toBe(GSTIN_MESSAGES.fourteenth);
    // One typed character wrong, and two neighbours swapped: the check character catches both.
    expect(gstinProblem("07AADCB2230M1ZW")).toBe(GSTIN_MESSAGES.check);
    expect(gstinProblem("07AADCB2203M1ZV")).toBe(GSTIN_MESSAGES.check);
  });

  it("names each code's state as addresses do", () => {
    expect(gstinStateName("07AADCB2230M1ZV")).toBe("Delhi");
    expect(gstinStateName("08AABCW4821K1Z5")).toBe("Rajasthan");
    expect(gstinStateName("40AADCB2230M1ZV")).toBeNull();
    const territories = new Set(["Other Territory", "Centre Jurisdiction"]);
    for (const name of Object.values(GST_STATE_CODES))
      if (!territories.has(name)) expect(INDIAN_STATES).toContain(name);
    // Every state and union territory has its code.
    expect(
      Object.values(GST_STATE_CODES)
        .filter((name) => !territories.has(name))
        .sort(),
    ).toEqual([...INDIAN_STATES].sort());
  });

  it("as a form field: normalises what was typed and answers the first problem", () => {
    expect(gstinField().parse(" 07aadcb2230m1zv ")).toBe("07AADCB2230M1ZV");
    expect(gstinField().safeParse("07AADCB2230M1ZW").error?.issues[0].message).toBe(GSTIN_MESSAGES.check);
    expect(gstinField().safeParse("").error?.issues[0].message).toBe("GSTIN is a required field");
    expect(gstinField().safeParse(undefined).error?.issues[0].message).toBe("GSTIN is a required field");
  });
});
