import { randomBytes } from "node:crypto";

/** 24 hex characters, the shape of the ids the old product exposed as _id. */
export const newId = () => randomBytes(12).toString("hex");
