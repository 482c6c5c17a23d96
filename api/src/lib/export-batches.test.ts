import { describe, expect, it } from "vitest";
import { inBatches, mapBatches } from "./export-batches";

const collect = async <T>(batches: AsyncIterable<T>) => {
  const seen: T[] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
};

describe("inBatches", () => {
  it("reads size rows at a time, moving the offset on, until a read comes back empty", async () => {
    const rows = [1, 2, 3, 4, 5];
    const reads: [number, number][] = [];
    const batches = inBatches(2, async (limit, offset) => {
      reads.push([limit, offset]);
      return rows.slice(offset, offset + limit);
    });
    expect(await collect(batches)).toEqual([[1, 2], [3, 4], [5]]);
    expect(reads).toEqual([
      [2, 0],
      [2, 2],
      [2, 4],
      [2, 6],
    ]);
  });
});

describe("mapBatches", () => {
  it("makes each batch's rows with the function given, batch by batch", async () => {
    const batches = inBatches(2, async (limit, offset) => ["a", "b", "c"].slice(offset, offset + limit));
    expect(await collect(mapBatches(batches, (letter) => [letter.toUpperCase()]))).toEqual([[["A"], ["B"]], [["C"]]]);
  });
});
