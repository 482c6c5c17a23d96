import { PRICE_GAP, PRICE_MAX, PRICE_MIN } from "~/lib/listing";
import { formatPrice } from "~/lib/format";
import * as css from "@styles/listing/listing.css";

type Props = {
  minInput: string;
  maxInput: string;
  onChange: (minInput: string, maxInput: string) => void;
};

/** A price box's value as a slider position: anything unusable sits at its end of the track. */
function position(input: string, fallback: number) {
  const value = Number(input);
  return input.trim() !== "" && Number.isInteger(value) && value >= PRICE_MIN && value <= PRICE_MAX ? value : fallback;
}

const percent = (value: number) => ((value - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;

/**
 * The two-thumb price slider of spec 2, drawn only where JavaScript runs: two range inputs on
 * one track, each a labelled, keyboard-operable slider, always at least Rs 1 apart. It moves
 * the price boxes and follows them; the boxes are what the form sends.
 */
export function PriceSlider({ minInput, maxInput, onChange }: Props) {
  const low = position(minInput, PRICE_MIN);
  const high = position(maxInput, PRICE_MAX);
  return (
    <div className={css.slider}>
      <div className={css.sliderTrack} aria-hidden="true">
        <div
          className={css.sliderFill}
          style={{ left: `${percent(Math.min(low, high))}%`, right: `${100 - percent(Math.max(low, high))}%` }}
        />
      </div>
      <input
        type="range"
        aria-label="Minimum price"
        aria-valuetext={formatPrice(low)}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={1}
        value={low}
        className={css.range}
        // Where the thumbs meet near the top end, the lower one must be on top to be draggable back down.
        style={{ zIndex: low > (PRICE_MIN + PRICE_MAX) / 2 ? 2 : 1 }}
        onChange={(event) => onChange(String(Math.min(Number(event.target.value), high - PRICE_GAP)), maxInput)}
      />
      <input
        type="range"
        aria-label="Maximum price"
        aria-valuetext={formatPrice(high)}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={1}
        value={high}
        className={css.range}
        onChange={(event) => onChange(minInput, String(Math.max(Number(event.target.value), low + PRICE_GAP)))}
      />
    </div>
  );
}
