import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { ImageAction, productImageChangeSchema } from "@api/validation/admin-media";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import { productImagesOr404 } from "./product-image-views";
import { editProductImages, rearranged, refuseUnknownProduct } from "./product-image-writes";
import type { productIdParam } from "./product-images.schemas";

type IdParam = { param: typeof productIdParam };

export const IMAGE_GONE = "That picture is no longer there: someone may have removed it. The list below is up to date.";
export const MAXIMUM_IMAGES = 12;
export const TOO_MANY_IMAGES = `A product or colour shows at most ${MAXIMUM_IMAGES} pictures: remove one before adding another.`;

/** GET: the product's pictures and, for colour products, each colour's. */
export async function getProductImages(c: ValidatedContext<IdParam>) {
  return ok(c, await productImagesOr404(c.get("deps").db, c.req.valid("param").id));
}

/** POST (multipart: image, alt, color?): adds an uploaded picture at the end of the list. */
export async function addProductImage(c: ValidatedContext<IdParam>) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  const form = await c.req.parseBody();
  const colorRowId = typeof form.color === "string" && form.color ? form.color : undefined;
  await refuseUnknownProduct(deps.db, id);
  const image = await storeUploadedImage(deps, actor, form);
  const by = { actor, at: deps.clock.now() };
  const result = await editProductImages(deps.db, by, id, colorRowId, "product.image-add", (images) => {
    if (images.length >= MAXIMUM_IMAGES) throw new ApiError(409, TOO_MANY_IMAGES, { image: TOO_MANY_IMAGES });
    return [...images.filter((existing) => existing.url !== image.url), image];
  });
  return ok(
    c,
    { image, images: result.after },
    `Picture added to ${result.color ? `${result.product.name} in ${result.color.name}` : result.product.name}`,
  );
}

const DONE: Record<ImageAction, string> = {
  up: "Picture moved up",
  down: "Picture moved down",
  default: "Picture is now the first one shoppers see",
  delete: "Picture removed",
  alt: "Picture description saved",
};

/** PATCH: moves, makes first, removes or re-describes one picture, named by its address. */
export async function changeProductImage(c: ValidatedContext<IdParam & { json: typeof productImageChangeSchema }>) {
  const { db, clock } = c.get("deps");
  const { id } = c.req.valid("param");
  const change = c.req.valid("json");
  const by = { actor: c.get("staff"), at: clock.now() };
  const result = await editProductImages(db, by, id, change.color, `product.image-${change.action}`, (images) => {
    const at = images.findIndex((image) => image.url === change.url);
    if (at < 0) throw new ApiError(409, IMAGE_GONE);
    return rearranged(images, at, change);
  });
  return ok(c, { images: result.after }, DONE[change.action]);
}
