import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { rupeesLabel } from "@api/lib/money";
import { formatPrice } from "~/lib/format";

const root = join(__dirname, "..", "..");

/** Each service's one rupee formatter: the storefront's (client-safe, no locale data) and the API's. */
const FORMATTERS = ["app/lib/format.ts", "api/src/lib/money.ts"];

/**
 * Back-office files that still write rupees themselves: moved by the admin-folders change (issue 27),
 * which keeps their names; they use formatPrice once they have moved. This list may only shrink.
 */
const NOT_YET = ["product-options.ts", "customer-options.ts", "catalogue-import.ts"];

/** Ways of writing an amount other than those two modules. */
const OTHER_RUPEE_FORMATTERS = [/\bRs \$\{/, /"Rs "\s*\+/, /\bstyle:\s*"currency"/, /\bminimumFractionDigits:\s*2\b/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|js)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("rupees", () => {
  it("are written only by the two formatters (issue 27)", () => {
    const offenders = ["app", "api/src", "server"]
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .map((path) => relative(root, path))
      .filter((path) => !FORMATTERS.includes(path) && !NOT_YET.some((name) => path.endsWith(`/${name}`)))
      .flatMap((path) =>
        readFileSync(join(root, path), "utf8")
          .split("\n")
          .flatMap((line, index) =>
            OTHER_RUPEE_FORMATTERS.some((pattern) => pattern.test(line))
              ? [`${path}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(
      offenders,
      "write rupees with formatPrice (app/lib/format.ts) or rupeesLabel (api/src/lib/money.ts)",
    ).toEqual([]);
  });

  it("read the same from the API as from the storefront", () => {
    for (const rupees of [0, 999, 25_000, 1_00_000, 1249.9, 4_49_999.5, 0.05, -1500]) {
      expect(rupeesLabel(Math.round(rupees * 100))).toBe(formatPrice(rupees));
      expect(rupeesLabel(Math.round(rupees * 100), { alwaysPaise: true })).toBe(
        formatPrice(rupees, { alwaysPaise: true }),
      );
    }
    expect(rupeesLabel(25_000_00, { alwaysPaise: true })).toBe("Rs 25,000.00");
    expect(rupeesLabel(1_24_990)).toBe("Rs 1,249.90");
  });
});
