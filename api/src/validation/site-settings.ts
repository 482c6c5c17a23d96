/**
 * The home page's content (hero slides, promotion and offer banners, the popup) and the shop-wide
 * settings (support contacts, opening times, the free-shipping threshold), as the back office
 * edits them under /v1/admin/site-settings. Pure zod, shared by the API and the admin forms.
 */
import { z } from "zod";
import { imageAltField } from "./admin-media";
import { emailField, messages, requiredText, wholeNumberField } from "./fields";
import { type HomeList, MAX_POPUP_DELAY_SECONDS } from "./home-lists";

const MAX_FREE_SHIPPING_RUPEES = 10_000_000;

export const LINK_INVALID =
  "Link must be a web address (https://…) or a page of this shop starting with / (like /shop/bedroom)";
export const MOBILE_INVALID =
  "must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, optionally after +91";
export const HOURS_INVALID = "Write each line as days, a colon, then hours, like 'Mon - Fri: 8AM - 10PM'";

/**
 * Words that may be left out: "" when blank or missing. (Optional, then made "", rather than
 * defaulted first: the admin forms' parser reads an empty field as missing.)
 */
const optionalWords = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.max(label, max))
    .nullish()
    .transform((v) => v ?? "");

/**
 * A link the shop renders as an href: a web address, or a path on the shop itself. Anything
 * else (javascript:, a protocol-relative //host) would run or lead somewhere unexpected.
 */
const linkField = (label = "Link") =>
  requiredText(label, 500).refine((v) => /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), LINK_INVALID);

/** A typed Indian mobile in any common spacing, stored one way: '+91 98110 42424'. */
const indianMobileField = (label: string) =>
  requiredText(label, 20).transform((typed, ctx) => {
    const digits = typed.replace(/[\s()-]/g, "").replace(/^(\+91|0)/, "");
    if (!/^[6-9]\d{9}$/.test(digits)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${label} ${MOBILE_INVALID}` });
      return z.NEVER;
    }
    return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  });

/** The form carries the version it was opened at (lib/edit-conflict.ts). */
const versionField = () => z.coerce.number({ invalid_type_error: "Reload the page and try again" }).int().min(0);

/** A picture already uploaded through /v1/admin/media: only the shop's own addresses are taken. */
const uploadedImageSchema = z.object({
  url: z.string().regex(/^\/(?!\/)\S+$/, "Upload the picture again"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().optional(),
  renditions: z.object({ key: z.string(), widths: z.array(z.number().int().positive()) }).optional(),
});

/**
 * One slide or banner's words and link. A slide shows title and text (its sub-title) with a fixed
 * 'Shop Now'; a banner's words are all optional and its link label says where it leads.
 * The picture comes with an add (required) and may come with an edit (else the current one stays,
 * described by `alt`).
 */
const homeItemFieldsSchema = z.object({
  title: optionalWords("Title", 100),
  text: optionalWords("Words", 200),
  linkLabel: optionalWords("Link label", 60),
  webpageUrl: linkField(),
  alt: imageAltField(),
});
export const SLIDE_TITLE_REQUIRED = messages.required("A slide's title");

/** A slide needs its title: it is the slide's heading and names its Shop Now link. */
export const homeItemRequirements = (list: HomeList) => (item: { title: string }, ctx: z.RefinementCtx) => {
  if (list === "slides" && item.title === "")
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["title"], message: SLIDE_TITLE_REQUIRED });
};

/** The admin form's fields (its picture is a file, uploaded through /v1/admin/media first). */
export const homeItemFormSchema = homeItemFieldsSchema.extend({ version: versionField() });
export const homeItemSaveSchema = homeItemFormSchema.extend({ image: uploadedImageSchema.optional() });
export const homeItemMoveSchema = z.object({ direction: z.enum(["up", "down"]), version: versionField() });
export const homeItemRemoveSchema = z.object({ version: versionField() });

const onOff = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

const popupFieldsSchema = z.object({
  enabled: onOff,
  title: requiredText("Popup title", 100),
  text: optionalWords("Popup words", 200),
  linkLabel: optionalWords("Link label", 60),
  webpageUrl: linkField(),
  delaySeconds: wholeNumberField("Delay", 0, MAX_POPUP_DELAY_SECONDS),
  alt: imageAltField(),
});
export const popupFormSchema = popupFieldsSchema.extend({ version: versionField() });
export const popupSaveSchema = popupFormSchema.extend({ image: uploadedImageSchema.optional() });

/** 'Mon - Fri: 8AM - 10PM' per line: each row of the footer's opening times. */
const openingHoursField = () =>
  z
    .string()
    .max(500, messages.max("Opening times", 500))
    .nullish()
    .transform((typed, ctx) => {
      const lines = (typed ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      const rows = lines.map((line) => {
        const at = line.indexOf(":");
        return at > 0 ? { days: line.slice(0, at).trim(), hours: line.slice(at + 1).trim() } : null;
      });
      if (rows.some((row) => !row || !row.days || !row.hours)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: HOURS_INVALID });
        return z.NEVER;
      }
      return rows as { days: string; hours: string }[];
    });

const shopSettingsFieldsSchema = z.object({
  supportMobile: indianMobileField("Support phone"),
  whatsappNumber: indianMobileField("WhatsApp number"),
  supportEmail: emailField("Support email"),
  openingHours: openingHoursField(),
  openingNote: optionalWords("Note under the opening times", 100),
  freeShippingOver: wholeNumberField("Free shipping over (Rs)", 0, MAX_FREE_SHIPPING_RUPEES),
});
export const shopSettingsSaveSchema = shopSettingsFieldsSchema.extend({ version: versionField() });

/** Names for the stale-edit message (lib/edit-conflict.ts): "changing hero slides and the popup". */
export const SITE_SETTINGS_LABELS: Record<string, string> = {
  slider: "hero slides",
  promotionBanner: "promotion banners",
  offerBanner: "offer banners",
  popupImage: "the popup's picture",
  popupOffer: "the popup's words",
  popupDelay: "the popup's delay",
  popupEnabled: "the popup's on/off",
  contactUs: "support contacts",
  openingHours: "opening times",
  openingNote: "the opening times' note",
  freeShippingOverPaise: "the free-shipping threshold",
};
