import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PRODUCT_TYPE_LABELS } from "@api/validation/product-choices";
import { AdminFormErrors, AdminSelect, AdminSubmit } from "~/components/admin/form-controls";
import { ProductFields } from "~/admin/catalogue/products/product-form";
import {
  PRODUCT_FIELDS,
  type ProductChoices,
  type ProductDetail,
  hasColours,
  hasSizes,
  productDefaults,
} from "~/admin/catalogue/products/product-options";
import { ConfirmQuestion, ConfirmStep } from "~/components/admin/confirm-step";
import { VariantMatrix } from "./variant-matrix";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { adminApi } from "~/lib/admin/api.server";
import { productUpdateSchema, variantsUpdateSchema } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect, unknownIntent } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { parseWithZod, refusalToast, replyFromApi } from "~/lib/forms.server";
import * as css from "@styles/admin/admin.css";
import * as productCss from "@styles/admin/products.css";
import { readForm } from "~/lib/form-body.server";

export const meta = () => adminMeta("Product");

/** The steps that ask first (a link, so they work without JavaScript). */
const CONFIRMS = ["deactivate", "remove-color", "remove-size"] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const [answer, choices] = await Promise.all([
    adminApi<ProductDetail>({ request, ...auth }, `/products/${encodeURIComponent(params.productId ?? "")}`),
    adminApi<ProductChoices>({ request, ...auth }, "/products/options"),
  ]);
  if (answer.status === 404) throw data({ message: answer.message }, { status: 404 });
  const url = new URL(request.url);
  const step = url.searchParams.get("confirm");
  const confirming = (CONFIRMS as readonly string[]).includes(step ?? "") ? (step as (typeof CONFIRMS)[number]) : null;
  return adminPage(
    { product: answer.body, choices: choices.body, confirming, target: url.searchParams.get("id") ?? "" },
    auth.session,
  );
}

/** The API names a matrix cell "variants.0.sku"; the form's field is "variants[0].sku". */
const matrixErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/^variants\.(\d+)\./, "variants[$1]."), message]),
  );

export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const path = `/products/${encodeURIComponent(params.productId ?? "")}`;
  const here = `/admin${path}`;
  const call = <T,>(suffix: string, method: "POST" | "PUT" | "PATCH" | "DELETE", body?: unknown) =>
    adminApi<T>({ request, ...auth }, `${path}${suffix}`, { method, body });
  const version = Number(formData.get("version"));
  /** A one-button step: its answer is a toast on the page, success or refusal. */
  const step = async (suffix: string, method: "POST" | "DELETE", body?: unknown) => {
    const answer = await call<ProductDetail>(suffix, method, body);
    return adminRedirect(here, auth.session, {
      type: answer.status === 200 ? "success" : "error",
      message: answer.message,
    });
  };

  if (intent === "save") {
    const submission = parseWithZod(formData, { schema: productUpdateSchema });
    if (submission.status !== "success")
      return adminData({ intent, result: submission.reply() }, auth.session, { status: 400 });
    const answer = await call<ProductDetail>("", "PATCH", submission.value);
    if (answer.status !== 200) {
      return adminData(
        { intent, result: replyFromApi(submission, answer, PRODUCT_FIELDS), toast: refusalToast(answer) },
        auth.session,
        { status: answer.status },
      );
    }
    return adminRedirect(`/admin/products/${answer.body._id}`, auth.session, {
      type: "success",
      message: answer.message,
    });
  }
  if (intent === "variants") {
    const submission = parseWithZod(formData, { schema: variantsUpdateSchema });
    if (submission.status !== "success")
      return adminData({ intent, result: submission.reply() }, auth.session, { status: 400 });
    const answer = await call<ProductDetail>("/variants", "PUT", submission.value);
    if (answer.status !== 200) {
      const errors = matrixErrors(answer.errors ?? {});
      const fieldErrors = Object.fromEntries(
        Object.entries(errors)
          .filter(([key]) => key.startsWith("variants["))
          .map(([key, message]) => [key, [message]]),
      );
      const onFields = Object.keys(fieldErrors).length > 0;
      return adminData(
        {
          intent,
          result: submission.reply({ fieldErrors, formErrors: onFields ? [] : [answer.message] }),
          toast: refusalToast(answer),
        },
        auth.session,
        { status: answer.status },
      );
    }
    return adminRedirect(here, auth.session, { type: "success", message: answer.message });
  }
  if (intent === "add-color")
    return step("/colors", "POST", { version, colorId: String(formData.get("colorId") ?? "") });
  if (intent === "add-size") return step("/sizes", "POST", { version, sizeId: String(formData.get("sizeId") ?? "") });
  if (intent === "remove-color")
    return step(`/colors/${encodeURIComponent(String(formData.get("id") ?? ""))}`, "DELETE", { version });
  if (intent === "remove-size")
    return step(`/sizes/${encodeURIComponent(String(formData.get("id") ?? ""))}`, "DELETE", { version });
  if (intent === "activate") return step("/activate", "POST", { version });
  if (intent === "deactivate") return step("/deactivate", "POST", { version });
  if (intent === "duplicate") {
    const answer = await call<ProductDetail>("/duplicate", "POST");
    if (answer.status !== 200) return adminRedirect(here, auth.session, { type: "error", message: answer.message });
    return adminRedirect(`/admin/products/${answer.body._id}`, auth.session, {
      type: "success",
      message: answer.message,
    });
  }
  return unknownIntent(here, auth.session);
}

export default function AdminProduct() {
  const { product, choices, confirming, target } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const variantProduct = product.productType !== "PRODUCT";
  const details = useAdminForm(
    "product-details",
    answered?.intent === "save" ? answered.result : undefined,
    productDefaults(product),
  );
  const version = <input type="hidden" name="version" value={product.version} />;
  const colourChoices = choices.colors
    .filter((c) => !product.colors.some((chosen) => chosen._id === c._id))
    .map((c) => ({ value: c._id, label: c.name }));
  const sizeChoices = choices.sizes
    .filter((s) => !product.sizes.some((chosen) => chosen._id === s._id))
    .map((s) => ({ value: s._id, label: s.name }));
  const removing =
    confirming === "remove-color"
      ? product.colors.find((c) => c._id === target)?.name
      : confirming === "remove-size"
        ? product.sizes.find((s) => s._id === target)?.name
        : undefined;

  return (
    <>
      <p>
        <Link to="/admin/products">Back to products</Link>
      </p>
      <h1>{product.name}</h1>
      <p className={css.lead}>
        {PRODUCT_TYPE_LABELS[product.productType]},{" "}
        {product.isActive ? "active: on sale in the shop" : "inactive: hidden from the shop"}.{" "}
        {product.isActive ? (
          <a href={`/product/${product.slug}`}>See it in the shop</a>
        ) : (
          // A document load: the preview route hands this browser's product pages the preview pass first.
          <a href={`/admin/products/${product._id}/preview`}>Preview in shop</a>
        )}
      </p>

      <Form
        method="post"
        key={details.key}
        {...details.formProps}
        aria-labelledby="details-heading"
        className={css.section}
      >
        <h2 id="details-heading" className={css.sectionTitle}>
          Details
        </h2>
        <input type="hidden" name="intent" value="save" />
        {version}
        <AdminFormErrors id={details.formErrorId} errors={details.formErrors} />
        <ProductFields
          form={details}
          lastResult={answered?.intent === "save" ? answered.result : undefined}
          choices={choices}
          saved={{
            categories: product.categories.map((c) => c._id),
            subCategories: product.subCategories.map((s) => s._id),
          }}
          editing
          pricedByVariants={variantProduct && product.variants.length > 0}
        />
        {product.oldSlugs.length > 0 ? (
          <p className={css.lead}>Earlier addresses that redirect here: {product.oldSlugs.join(", ")}</p>
        ) : null}
        <AdminSubmit pending={posting === "save"}>Save details</AdminSubmit>
      </Form>

      <section className={css.section} aria-labelledby="pictures-heading">
        <h2 id="pictures-heading" className={css.sectionTitle}>
          Pictures
        </h2>
        <p>
          {product.productType === "PRODUCT_WITH_COLOR" || product.productType === "PRODUCT_WITH_COLOR_SIZE"
            ? "Each colour has its own pictures; cards show the first colour's first picture."
            : "The first picture is the one shoppers see on cards and first on this product's page."}
        </p>
        <Link to={`/admin/products/${product._id}/images`} className={css.secondaryButton}>
          Upload and arrange pictures
        </Link>
      </section>

      {variantProduct ? (
        <section className={css.section} aria-labelledby="variants-heading">
          <h2 id="variants-heading" className={css.sectionTitle}>
            Variants
          </h2>
          {hasColours(product.productType) ? (
            <>
              <h3>Colours</h3>
              {product.colors.length === 0 ? <p>No colours yet.</p> : null}
              <ul className={productCss.inlineList}>
                {product.colors.map((color) => (
                  <li key={color._id}>
                    <span className={productCss.swatch} style={{ background: color.hex }} aria-hidden="true" />
                    {color.name}{" "}
                    <Link to={`?confirm=remove-color&id=${color._id}`} aria-label={`Remove ${color.name}`}>
                      Remove…
                    </Link>
                  </li>
                ))}
              </ul>
              {colourChoices.length === 0 ? (
                <p>Every colour of the colour list is added.</p>
              ) : (
                <Form method="post" className={css.filters} aria-label="Add a colour">
                  <input type="hidden" name="intent" value="add-color" />
                  {version}
                  <AdminSelect
                    label="Colour to add"
                    options={colourChoices}
                    selectProps={{ id: "add-color", name: "colorId" }}
                  />
                  <div className={css.buttonRow}>
                    <AdminSubmit pending={posting === "add-color"} className={css.secondaryButton}>
                      Add colour
                    </AdminSubmit>
                  </div>
                </Form>
              )}
            </>
          ) : null}
          {hasSizes(product.productType) ? (
            <>
              <h3>Sizes</h3>
              {product.sizes.length === 0 ? <p>No sizes yet.</p> : null}
              <ul className={productCss.inlineList}>
                {product.sizes.map((size) => (
                  <li key={size._id}>
                    {size.name}{" "}
                    <Link to={`?confirm=remove-size&id=${size._id}`} aria-label={`Remove size ${size.name}`}>
                      Remove…
                    </Link>
                  </li>
                ))}
              </ul>
              {sizeChoices.length === 0 ? (
                <p>Every size of the size list is added.</p>
              ) : (
                <Form method="post" className={css.filters} aria-label="Add a size">
                  <input type="hidden" name="intent" value="add-size" />
                  {version}
                  <AdminSelect
                    label="Size to add"
                    hint={product.productType === "PRODUCT_WITH_COLOR_SIZE" ? "Every colour gets the size." : undefined}
                    options={sizeChoices}
                    selectProps={{ id: "add-size", name: "sizeId" }}
                  />
                  <div className={css.buttonRow}>
                    <AdminSubmit pending={posting === "add-size"} className={css.secondaryButton}>
                      Add size
                    </AdminSubmit>
                  </div>
                </Form>
              )}
            </>
          ) : null}
          {removing ? (
            <ConfirmQuestion
              questionId="confirm-remove-heading"
              heading="h3"
              question={`Remove ${removing}?`}
              note="Its sku, prices and stock are deleted. A variant that is in an order cannot be removed: set its stock to 0 instead."
              fields={{ intent: confirming ?? "", id: target, version: String(product.version) }}
              confirmLabel={`Yes, remove ${removing}`}
              pending={posting === confirming}
            />
          ) : null}
          <VariantMatrix
            product={product}
            lastResult={answered?.intent === "variants" ? answered.result : undefined}
            pending={posting === "variants"}
          />
        </section>
      ) : null}

      <section className={css.section} aria-labelledby="status-heading">
        <h2 id="status-heading" className={css.sectionTitle}>
          Status
        </h2>
        {!product.isActive ? (
          <Form method="post">
            <p>Hidden from the shop: its page answers that it is no longer sold.</p>
            <input type="hidden" name="intent" value="activate" />
            {version}
            <AdminSubmit pending={posting === "activate"}>Activate: put it on sale</AdminSubmit>
          </Form>
        ) : (
          <>
            <p>On sale in the shop.</p>
            <ConfirmStep
              confirming={confirming === "deactivate"}
              askTo="?confirm=deactivate"
              askLabel="Deactivate…"
              questionId="confirm-deactivate-heading"
              question={`Deactivate ${product.name}?`}
              note="It leaves the shop's lists and search at once, and its page says it is no longer sold. Orders already placed are not changed."
              fields={{ intent: "deactivate", version: String(product.version) }}
              pending={posting === "deactivate"}
              confirmLabel="Yes, deactivate it"
            />
          </>
        )}
      </section>

      <section className={css.section} aria-labelledby="duplicate-heading">
        <h2 id="duplicate-heading" className={css.sectionTitle}>
          Duplicate
        </h2>
        <p>Makes an inactive copy with every field and variant (no stock), to start a similar product from.</p>
        <Form method="post">
          <input type="hidden" name="intent" value="duplicate" />
          <AdminSubmit pending={posting === "duplicate"} className={css.secondaryButton}>
            Duplicate this product
          </AdminSubmit>
        </Form>
      </section>
    </>
  );
}
