import { z } from "zod";
import { pagination } from "@api/lib/query";

const MY_ENQUIRIES_PAGE_SIZE = 10;

export const myEnquiriesQuery = z.object(pagination(MY_ENQUIRIES_PAGE_SIZE, 50));

export const myEnquiryIdParam = z.object({ id: z.string() });
