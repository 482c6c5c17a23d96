import { formatPrice } from "~/lib/format";
import * as css from "@styles/admin/dashboard.css";
import { type DailyTakings, formatDay } from "./dashboard-options";

/** The viewBox's size: the picture stretches to its box (preserveAspectRatio none), so these only set the bars' proportions. */
const WIDTH = 1000;
const HEIGHT = 200;

/**
 * Each day's revenue as a bar, online payments below and cash on delivery stacked on them. The
 * picture is one image to assistive technology, named by `summary` (the range's figures in a
 * sentence); the table beside it has each day's. Fills come from classes (the CSP allows no
 * style attributes).
 */
export function RevenueChart({ days, summary }: { days: DailyTakings[]; summary: string }) {
  const highest = Math.max(0, ...days.map((day) => day.revenue));
  if (days.length === 0) return null;
  const step = WIDTH / days.length;
  const gap = days.length > 60 ? 0 : step * 0.15;
  const scale = (rupees: number) => (highest === 0 ? 0 : (rupees / highest) * HEIGHT);
  return (
    <figure className={css.chart}>
      <svg
        className={css.chartPicture}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        focusable="false"
        role="img"
        aria-label={summary}
      >
        {days.map((day, index) => {
          const paid = scale(day.paidRevenue);
          const cod = scale(day.codRevenue);
          const x = index * step + gap / 2;
          return (
            <g key={day.date}>
              <title>{`${formatDay(day.date)}: ${formatPrice(day.revenue)}`}</title>
              <rect className={css.paidBar} x={x} y={HEIGHT - paid} width={step - gap} height={paid} />
              <rect className={css.codBar} x={x} y={HEIGHT - paid - cod} width={step - gap} height={cod} />
            </g>
          );
        })}
      </svg>
      <p className={css.chartScale} aria-hidden="true">
        <span>{formatDay(days[0].date)}</span>
        <span>Highest day {formatPrice(highest)}</span>
        <span>{formatDay(days[days.length - 1].date)}</span>
      </p>
      <ul className={css.legend} aria-label="Colours">
        <li>
          <span className={css.paidSwatch} />
          Paid online
        </li>
        <li>
          <span className={css.codSwatch} />
          Cash on delivery
        </li>
      </ul>
    </figure>
  );
}
