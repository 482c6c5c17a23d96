/**
 * The back office header's order search (issue 15): one box that takes an order id, a shopper's
 * mobile or email, or an AWB. Shared by the API and the admin screen; no server-only code.
 */
import { z } from "zod";
import { requiredText } from "./fields";

const ORDER_SEARCH_MAX = 100;
/** The most orders one search lists, newest first: a shopper with more is found in the queue. */
export const ORDER_SEARCH_LIMIT = 20;

export const orderSearchQuerySchema = z.object({ q: requiredText("Search", ORDER_SEARCH_MAX) });
