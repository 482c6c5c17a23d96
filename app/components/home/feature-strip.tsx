import { formatPrice } from "~/lib/format";
import * as css from "@styles/home/home.css";

const FEATURES = [
  { title: "Free Shipping", icon: "M3 7h11v8H3zM14 10h4l3 3v2h-7zM7 18a1.5 1.5 0 1 0 0 .01M17 18a1.5 1.5 0 1 0 0 .01" },
  { title: "Payment Secure", icon: "M6 10V7a6 6 0 0 1 12 0v3M5 10h14v10H5zM12 14v3" },
  { title: "Support 24/7", icon: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z" },
  {
    title: "100% Money Back",
    icon: "M4 12a8 8 0 1 0 3-6.2M4 4v4h4M12 8v8M9.5 10.5h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4",
  },
] as const;

/**
 * Spec 9's strip. The free-shipping threshold is the owner's setting (Site settings in the back
 * office; Rs 10000 in the demo shop): 0 means every order ships free; null (settings that could not
 * be read) says no amount rather than a wrong one.
 */
export function FeatureStrip({ freeShippingOver }: { freeShippingOver: number | null }) {
  const shipping =
    freeShippingOver === null
      ? null
      : freeShippingOver > 0
        ? `over ${formatPrice(freeShippingOver)}`
        : "on every order";
  return (
    <section aria-labelledby="features-heading" className={css.section}>
      <h2 id="features-heading" className="visually-hidden">
        Why shop with us
      </h2>
      <ul className={css.featureStrip}>
        {FEATURES.map((feature, index) => (
          <li key={feature.title} className={css.feature}>
            <svg className={css.featureIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={feature.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <p className={css.featureText}>
              <strong>{feature.title}</strong>
              {index === 0 && shipping ? (
                <>
                  {" "}
                  <span className={css.featureDetail}>{shipping}</span>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
