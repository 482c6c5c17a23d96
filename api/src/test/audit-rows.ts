import { desc, eq } from "drizzle-orm";
import { auditLog } from "@api/db/schema";
import type { TestApi } from "./harness";

/** The audit rows about one entity, newest first. */
export const auditRowsOf = (api: TestApi, entityId: string) =>
  api.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.at), desc(auditLog.id));
