import { describe, expect, it } from "vitest";
import { movedPositions } from "./reorder";

const rows = (...positions: number[]) => positions.map((position, i) => ({ id: `r${i}`, position }));

describe("movedPositions", () => {
  it("swaps an item with the one above it", () => {
    expect(movedPositions(rows(0, 1, 2), "r2", "up")).toEqual({
      position: 1,
      updates: [
        { id: "r2", position: 1 },
        { id: "r1", position: 2 },
      ],
    });
  });

  it("swaps an item with the one below it", () => {
    expect(movedPositions(rows(0, 1, 2), "r0", "down")).toEqual({
      position: 1,
      updates: [
        { id: "r1", position: 0 },
        { id: "r0", position: 1 },
      ],
    });
  });

  it("has nowhere to go at either end or for an unknown id", () => {
    expect(movedPositions(rows(0, 1), "r0", "up")).toBeNull();
    expect(movedPositions(rows(0, 1), "r1", "down")).toBeNull();
    expect(movedPositions(rows(0, 1), "nope", "up")).toBeNull();
  });

  it("renumbers siblings that share a position, so one press moves one place", () => {
    expect(movedPositions(rows(0, 0, 0), "r1", "up")).toEqual({
      position: 0,
      updates: [
        { id: "r0", position: 1 },
        { id: "r2", position: 2 },
      ],
    });
  });
});
