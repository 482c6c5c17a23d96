import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "@api/context";
import { ApiError } from "@api/lib/envelope";
import { ownBodyLimit } from "@api/middleware/body-limit";
import { maxUploadBytes, tooLarge } from "@api/services/images/process-image";

/** Room for the form's other fields and the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;

/**
 * Stops reading an upload once it is bigger than any image the shop accepts, so a huge body costs
 * the API no memory: the refusal is the image field's, as for a file just over the limit.
 */
export const uploadLimit: MiddlewareHandler<AppEnv> = ownBodyLimit((c, next) => {
  const maxBytes = maxUploadBytes(c.get("deps").env);
  return bodyLimit({
    maxSize: maxBytes + FRAMING_BYTES,
    onError: () => {
      throw new ApiError(413, tooLarge(maxBytes), { image: tooLarge(maxBytes) });
    },
  })(c, next);
});
