/** Money lives in integer paise inside the API and travels as rupees (up to 2 decimals). */
export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number) => Math.round(rupees * 100);
