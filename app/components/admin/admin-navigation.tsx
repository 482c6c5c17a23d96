import { Link, useLocation } from "@remix-run/react";
import type { StaffRole } from "@api/validation/staff-roles";
import { navigationFor, placeOf } from "~/lib/admin/navigation";
import * as css from "@styles/admin/navigation.css";

/**
 * The back office's areas and the screens in them the role may open. The screen you are on is
 * aria-current="page"; on a record under it, the screen is aria-current="true" (you are inside it).
 * `idPrefix` keeps the two copies' heading ids apart (side column and phone menu).
 */
export function AdminNavigation({ role, idPrefix }: { role: StaffRole; idPrefix: string }) {
  const { pathname } = useLocation();
  const here = placeOf(pathname)?.feature.to ?? null;
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return (
    <ul className={css.areas}>
      {navigationFor(role).map((area) => {
        const headingId = `${idPrefix}-${area.label.toLowerCase()}`;
        return (
          <li key={area.label} className={css.area}>
            <span id={headingId} className={css.areaTitle}>
              {area.label}
            </span>
            <ul className={css.features} aria-labelledby={headingId}>
              {area.features.map((feature) => (
                <li key={feature.to}>
                  <Link
                    to={feature.to}
                    // A whole document for the dashboard: /admin's data address lies outside the staff cookie's path.
                    reloadDocument={feature.to === "/admin"}
                    className={css.featureLink}
                    aria-current={feature.to === here ? (path === feature.to ? "page" : "true") : undefined}
                  >
                    {feature.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
