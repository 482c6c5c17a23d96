/**
 * The back office's gift card and store credit forms (issue 28), and the pages of a balance's
 * movements; shared by the API and the admin actions, no server-only code. Amounts travel in rupees.
 */
import { z } from "zod";
import { rupees } from "./admin-products";
import {
  blankToUndefined,
  emailField,
  messages,
  mobileField,
  optionalLettersField,
  optionalText,
  requiredText,
  wholeNumberField,
  withoutDigitGrouping,
} from "./fields";

/** A gift card is sold and issued for Rs 500 to Rs 1,00,000 (issue 28). */
const GIFT_CARD_RUPEES = { min: 500, max: 100_000 } as const;
export const GIFT_CARD_STATES = ["active", "disabled", "expired"] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

const REASON_MAX = 500;
const reason = requiredText("Reason", REASON_MAX);
const page = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1));

/** A card issued by staff for a complaint or a promotion: its amount, who it is for, and why. */
export const giftCardIssueSchema = z.object({
  amount: z.preprocess(withoutDigitGrouping, wholeNumberField("Amount", GIFT_CARD_RUPEES.min, GIFT_CARD_RUPEES.max)),
  recipientName: optionalLettersField("Recipient's name"),
  recipientEmail: z.preprocess(blankToUndefined, emailField("Recipient's email").optional()),
  recipientMobile: z.preprocess(blankToUndefined, mobileField("Recipient's mobile").optional()),
  message: optionalText("Message", 300),
  reason,
});

export const giftCardListQuerySchema = z.object({
  /** The card's last 4 characters, or part of the recipient's name or email. */
  q: z.preprocess(blankToUndefined, z.string().trim().max(60, messages.max("Search", 60)).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(GIFT_CARD_STATES, { errorMap: () => ({ message: messages.oneOf("Status") }) }).optional(),
  ),
  page,
});

export const giftCardDisableSchema = z.object({ reason });

/** An amount staff add (positive) or take (negative), in rupees with at most 2 decimals, never 0. */
const signedRupees = (label: string) =>
  z.preprocess(
    (value) => {
      const typed = withoutDigitGrouping(value);
      return typeof typed === "string" && typed !== "" ? Number(typed) : typed;
    },
    z
      .number({ required_error: messages.required(label), invalid_type_error: `${label} must be an amount in rupees` })
      .refine((v) => v !== 0, `${label} must not be 0: add with a positive amount, take with a negative one`)
      .refine((v) => Math.abs(v) <= GIFT_CARD_RUPEES.max, `${label} must be at most 1,00,000 either way`)
      .refine(
        (v) => Math.round(v * 100) === Number((v * 100).toFixed(6)),
        `${label} may have at most 2 decimals (paise)`,
      ),
  );

/** A correction of a gift card or a customer's store credit, with the reason kept on its movement. */
export const balanceAdjustSchema = z.object({ amount: signedRupees("Amount"), reason });

/** Goodwill store credit: an amount added and why. */
export const goodwillCreditSchema = z.object({ amount: z.preprocess(withoutDigitGrouping, rupees("Amount")), reason });

/** A page of a balance's movements, newest first. */
export const movementsQuerySchema = z.object({ page });
