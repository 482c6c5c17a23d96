/**
 * A long export read and written a batch at a time, so it never holds every row: the rows are
 * read `size` at a time until a read comes back empty, and each batch becomes its CSV rows.
 */
export async function* inBatches<Row>(size: number, read: (limit: number, offset: number) => PromiseLike<Row[]>) {
  for (let offset = 0; ; offset += size) {
    const batch = await read(size, offset);
    if (batch.length === 0) return;
    yield batch;
  }
}

/** Each batch as the rows `rowOf` makes of it. */
export async function* mapBatches<Row, Out>(batches: AsyncIterable<Row[]>, rowOf: (row: Row) => Out) {
  for await (const batch of batches) yield batch.map(rowOf);
}
