/**
 * Tests that start signed in. `customer`: a new customer, signed in in this test's browser.
 * `signInAs`: signs the browser in as another customer (one the test created itself).
 */
import { test as base, expect } from "./fixtures";
import { type TestCustomer, createCustomer, signInBrowser } from "./session";

export const test = base.extend<{ customer: TestCustomer; signInAs: (customer: TestCustomer) => Promise<void> }>({
  signInAs: async ({ context }, use) => {
    await use((customer) => signInBrowser(context, customer));
  },
  customer: async ({ signInAs }, use) => {
    const customer = await createCustomer();
    await signInAs(customer);
    await use(customer);
  },
});

export { expect };
