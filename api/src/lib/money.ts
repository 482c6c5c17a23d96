/** Money lives in integer paise inside the API and travels as rupees (up to 2 decimals). */
export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number) => Math.round(rupees * 100);
/** An amount as the shop writes it in messages: 'Rs 25,000' (Indian grouping, paise only when there are any). */
export const rupeesLabel = (paise: number) => `Rs ${toRupees(paise).toLocaleString("en-IN")}`;
