/** The refusal of a pincode the shop does not deliver to, for the delivery check and for orders alike. */
export const notServiceable = (pincode: string) => `Sorry, we do not deliver to ${pincode} yet`;
