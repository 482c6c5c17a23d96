import { useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { type ListingState, readListingState } from "~/lib/listing";

/**
 * The listing the shopper last asked for: the one still loading, if it is this page, else the
 * one shown. The filters and the sort build their addresses from it, so a sort picked while a
 * ticked colour is still loading keeps the colour instead of replacing that navigation.
 */
export function useLatestListingState(pathname: string, shown: ListingState): ListingState {
  const { location } = useNavigation();
  return useMemo(
    () => (location?.pathname === pathname ? readListingState(new URLSearchParams(location.search)) : shown),
    [location, pathname, shown],
  );
}
