import type { Db } from "../client";

/** Fills an empty database with the demo shop. */
export async function seedDemoShop(_db: Db): Promise<void> {}
