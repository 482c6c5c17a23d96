import { globalStyle, style } from "@vanilla-extract/css";
import { laidOutWhenNear } from "../layout.css";
import { vars } from "../theme.css";

const wide = "(min-width: 768px)";
const desktop = "(min-width: 1024px)";

export const section = style([laidOutWhenNear, { marginBlockEnd: vars.space.xl }]);

export const sectionTitle = style({ fontSize: "1.5rem" });

// Shown in place of the settings-driven blocks when the API could not send them.
export const notice = style({
  marginBlockEnd: vars.space.xl,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.error}`,
  borderRadius: vars.radius.sm,
});

/* Hero */

export const hero = style({ marginBlockEnd: vars.space.xl });

export const heroSlide = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  flex: 1,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

// width and height attributes give the box its ratio before the picture arrives: no shift.
export const heroImage = style({ display: "block", width: "100%", height: "auto" });

export const heroText = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
  "@media": {
    [wide]: {
      position: "absolute",
      left: vars.space.xl,
      bottom: vars.space.xl,
      maxWidth: "28rem",
      padding: vars.space.lg,
      background: vars.color.surface,
      borderRadius: vars.radius.md,
      boxShadow: "0 4px 16px rgb(0 0 0 / 0.12)",
    },
  },
});

export const heroTitle = style({ margin: 0, fontSize: "clamp(1.375rem, 1rem + 1.5vw, 2.25rem)" });

export const heroSubtitle = style({ margin: 0, color: vars.color.textMuted });

export const shopNow = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  marginTop: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&:hover": { textDecoration: "underline" } },
});

/* Our Categories */

export const categoryGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const categoryLink = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: 600,
  textAlign: "center",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const categoryImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1 / 1",
  objectFit: "cover",
  borderRadius: "50%",
  background: vars.color.surfaceMuted,
});

/* Feature strip */

export const featureStrip = style({
  display: "grid",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    "(min-width: 480px)": { gridTemplateColumns: "repeat(2, 1fr)" },
    [desktop]: { gridTemplateColumns: "repeat(4, 1fr)" },
  },
});

export const feature = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const featureIcon = style({ width: "2.25rem", height: "2.25rem", flexShrink: 0, color: vars.color.brand });

export const featureText = style({ margin: 0, display: "flex", flexDirection: "column" });

export const featureDetail = style({ color: vars.color.textMuted, fontSize: "0.9375rem" });

/* Promotion and offer banners */

export const bannerRow = style({
  display: "grid",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [wide]: { gridTemplateColumns: "repeat(2, 1fr)" } },
});

/*
 * The picture and the offer's words share one grid cell, the words on an opaque card at the
 * bottom left (their contrast never depends on the picture); on the narrowest phones the card
 * sits under the picture instead of covering most of it.
 */
export const banner = style({
  position: "relative",
  display: "grid",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surfaceMuted,
  "@media": { "(min-width: 25rem)": { gridTemplateAreas: '"banner"' } },
});

export const bannerImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  "@media": { "(min-width: 25rem)": { gridArea: "banner" } },
});

export const bannerWords = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  padding: vars.space.md,
  "@media": {
    "(min-width: 25rem)": {
      gridArea: "banner",
      alignSelf: "end",
      justifySelf: "start",
      maxWidth: "min(20rem, 75%)",
      margin: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.color.surface,
      borderRadius: vars.radius.md,
      boxShadow: "0 4px 16px rgb(0 0 0 / 0.12)",
    },
  },
});

export const bannerTitle = style({ margin: 0, fontSize: "1.25rem", lineHeight: 1.25 });

export const bannerText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" });

export const bannerLink = style({
  fontWeight: 600,
  color: vars.color.link,
  // The link's area is the whole banner: the picture still leads to the offer's page.
  selectors: { "&::after": { content: '""', position: "absolute", inset: 0 } },
});

export const bannerPictureLink = style({ display: "block" });

/* On Sale, Latest Arrivals, Bestsellers */

export const widgets = style([
  section,
  {
    display: "grid",
    gap: vars.space.lg,
    "@media": { [wide]: { gridTemplateColumns: "repeat(3, 1fr)" } },
  },
]);

export const miniList = style({ minWidth: 0 });

export const miniListTitle = style({
  fontSize: "1.25rem",
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `2px solid ${vars.color.surfaceMuted}`,
});

export const miniItems = style({ display: "grid", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 });

export const miniItem = style({ position: "relative", display: "flex", alignItems: "center", gap: vars.space.md });

export const miniImage = style({
  display: "block",
  width: "5rem",
  height: "5rem",
  flexShrink: 0,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const miniName = style({ margin: 0, fontFamily: vars.font.body, fontSize: "1rem", fontWeight: 600 });

export const miniLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    // The whole row, picture included, opens the product.
    "&::after": { content: "''", position: "absolute", inset: 0 },
  },
});

export const miniPrices = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "baseline",
});

export const miniPrice = style({ fontWeight: 700 });

export const miniMrp = style({ color: vars.color.textMuted, fontSize: "0.875rem" });

/* Post From Blogs */

export const blogCard = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surface,
});

export const blogImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surfaceMuted,
});

export const blogBody = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
});

export const blogMeta = style({ margin: 0, fontSize: "0.875rem", color: vars.color.textMuted });

export const blogTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: "1.0625rem",
  lineHeight: 1.35,
  flex: 1,
});

export const blogTitleLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const readMore = style({ display: "inline-flex", alignItems: "center", minHeight: "24px", fontWeight: 600 });

/* Testimonials */

export const testimonial = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: vars.space.md,
  flex: 1,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const testimonialQuote = style({ margin: 0, fontStyle: "italic" });
globalStyle(`${testimonialQuote} > p`, { margin: 0 });

export const testimonialAuthor = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const testimonialImage = style({ width: "3.5rem", height: "3.5rem", borderRadius: "50%", flexShrink: 0 });

export const testimonialName = style({ display: "block", fontWeight: 700 });

export const testimonialRole = style({ display: "block", fontSize: "0.875rem", color: vars.color.textMuted });
