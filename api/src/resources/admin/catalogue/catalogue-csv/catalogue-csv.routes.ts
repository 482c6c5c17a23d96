import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "@api/context";
import { ApiError } from "@api/lib/envelope";
import { ownBodyLimit } from "@api/middleware/body-limit";
import { requireStaff } from "@api/middleware/staff-auth";
import { IMPORT_TOO_LARGE, MAX_IMPORT_MB } from "@api/validation/catalogue-csv";
import * as handlers from "./catalogue-csv.handlers";

const router = new Hono<AppEnv>();

const csvLimit = ownBodyLimit(
  bodyLimit({
    maxSize: MAX_IMPORT_MB * 1024 * 1024 + 64 * 1024,
    onError: () => {
      throw new ApiError(413, IMPORT_TOO_LARGE, { file: IMPORT_TOO_LARGE });
    },
  }),
);

router.get("/export", requireStaff("catalogue.manage"), handlers.exportCatalogue);
router.post("/import", requireStaff("catalogue.manage"), csvLimit, handlers.importCatalogue);

export default router;
