import type * as schema from "../schema";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** Delivery reaches these pincodes; 999999 is deliberately absent (the "not serviceable" demo). */
export const PINCODES: Insert<typeof schema.pincodes>[] = [
  { pincode: "110001", city: "New Delhi", state: "Delhi", deliveryDays: 3 },
  { pincode: "110017", city: "New Delhi", state: "Delhi", deliveryDays: 3 },
  { pincode: "122001", city: "Gurugram", state: "Haryana", deliveryDays: 3 },
  { pincode: "201301", city: "Noida", state: "Uttar Pradesh", deliveryDays: 4 },
  { pincode: "400001", city: "Mumbai", state: "Maharashtra", deliveryDays: 6 },
  { pincode: "400050", city: "Mumbai", state: "Maharashtra", deliveryDays: 6 },
  { pincode: "411001", city: "Pune", state: "Maharashtra", deliveryDays: 6 },
  { pincode: "560001", city: "Bengaluru", state: "Karnataka", deliveryDays: 7 },
  { pincode: "600001", city: "Chennai", state: "Tamil Nadu", deliveryDays: 8 },
  { pincode: "700001", city: "Kolkata", state: "West Bengal", deliveryDays: 7 },
  { pincode: "500001", city: "Hyderabad", state: "Telangana", deliveryDays: 7 },
  { pincode: "302001", city: "Jaipur", state: "Rajasthan", deliveryDays: 4 },
  { pincode: "342001", city: "Jodhpur", state: "Rajasthan", deliveryDays: 5 },
  { pincode: "380001", city: "Ahmedabad", state: "Gujarat", deliveryDays: 6 },
  { pincode: "160017", city: "Chandigarh", state: "Chandigarh", deliveryDays: 4 },
  { pincode: "226001", city: "Lucknow", state: "Uttar Pradesh", deliveryDays: 5 },
  { pincode: "247001", city: "Saharanpur", state: "Uttar Pradesh", deliveryDays: 4 },
  { pincode: "682001", city: "Kochi", state: "Kerala", deliveryDays: 9, codAvailable: false },
  { pincode: "403001", city: "Panaji", state: "Goa", deliveryDays: 8, codAvailable: false },
  { pincode: "452001", city: "Indore", state: "Madhya Pradesh", deliveryDays: 6 },
];

export const COUPONS: Insert<typeof schema.coupons>[] = [
  {
    couponCode: "WELCOME10",
    discountType: "PERCENTAGE",
    discount: 10,
    description: "10% off your first order",
    validFrom: new Date("2025-01-01T00:00:00+05:30"),
    validUntil: null,
  },
  {
    couponCode: "FLAT500",
    discountType: "FLAT",
    discount: 500,
    description: "Rs 500 off any order",
    validFrom: new Date("2025-01-01T00:00:00+05:30"),
    validUntil: null,
  },
  {
    couponCode: "FESTIVE15",
    discountType: "PERCENTAGE",
    discount: 15,
    description: "15% off for the festive season",
    validFrom: new Date("2026-01-01T00:00:00+05:30"),
    validUntil: new Date("2030-12-31T23:59:59+05:30"),
  },
  {
    couponCode: "SOFA2500",
    discountType: "FLAT",
    discount: 2500,
    description: "Rs 2,500 off orders of Rs 30,000 or more",
    validFrom: new Date("2025-01-01T00:00:00+05:30"),
    validUntil: null,
    minimumOrderPaise: 30_000_00,
  },
  {
    couponCode: "LAUNCH20",
    discountType: "PERCENTAGE",
    discount: 20,
    description: "20% off for the first 100 orders, once per customer",
    validFrom: new Date("2025-01-01T00:00:00+05:30"),
    validUntil: null,
    usageLimit: 100,
    usageLimitPerCustomer: 1,
  },
  {
    couponCode: "EXPIRED2020",
    discountType: "FLAT",
    discount: 1000,
    description: "Diwali 2020 offer (expired)",
    validFrom: new Date("2020-10-01T00:00:00+05:30"),
    validUntil: new Date("2020-12-31T23:59:59+05:30"),
  },
];
