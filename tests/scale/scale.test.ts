/**
 * The scale-out topology as it runs (`npm run start:scaled`): nginx before two storefront and two
 * API processes on one PostgreSQL. Run by `npm run test:scale` (in `npm test` where nginx and a
 * PostgreSQL are at hand, as in CI).
 */
import { request as httpRequest } from "node:http";
import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELEASE_UNPAID_ORDERS } from "@api/jobs/payments-jobs";
import { deliveryAddress } from "@api/resources/customer-orders/order-fixtures";
import { formatPrice } from "~/lib/format";
import { shopperCookie } from "../../bench/shopper";
import {
  API,
  API_INSTANCES,
  SESSION_SECRET,
  SHOP,
  WEB_INSTANCES,
  type Topology,
  apiPid,
  startTopology,
} from "./topology";

let topology: Topology;
beforeAll(async () => {
  topology = await startTopology();
}, 240_000);
afterAll(() => topology?.stop(), 60_000);

type Envelope<T = any> = { status: number; message: string; body: T };

async function api<T = any>(
  path: string,
  init: { body?: unknown; token?: string; headers?: Record<string, string>; origin?: string } = {},
) {
  const response = await fetch(`${init.origin ? `${init.origin}/v1` : API}${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { http: response.status, ...((await response.json()) as Envelope<T>) };
}

/** A signed-in customer's token, through the API's mobile sign-in and the dev outbox. */
async function customerToken() {
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await api("/customers/login", { body: { mobile } });
  const outbox = await api<{ body: string }[]>(`/dev/outbox?to=${mobile}`);
  const otp = /\d{4}/.exec(outbox.body[0]?.body ?? "")?.[0];
  const verified = await api<{ token: string }>("/customers/verifyAccount", { body: { mobile, otp } });
  expect(verified.status, verified.message).toBe(200);
  return verified.body.token;
}

/** A JSON post over a connection from `localAddress` (a loopback address), claiming `forwardedFor`; answers the status. */
function postFrom(localAddress: string, base: string, path: string, body: unknown, forwardedFor: string) {
  const url = new URL(`${base}${path}`);
  const data = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(data),
          "X-Forwarded-For": forwardedFor,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

/** Every input of the form that holds `marker`, as the browser would post it untouched. */
function formFields(html: string, marker: string) {
  const form = html.split("<form").find((part) => part.includes(marker));
  if (!form) throw new Error(`no form with ${marker}`);
  const fields = new URLSearchParams();
  for (const [input] of form.split("</form>")[0].matchAll(/<input[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(input)?.[1];
    if (!name || /type="(checkbox|radio|submit)"/.test(input)) continue;
    const value = /\svalue="([^"]*)"/.exec(input)?.[1] ?? "";
    fields.append(name, value.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&"));
  }
  return fields;
}

const cookieOf = (response: Response, fallback: string) =>
  response.headers.get("set-cookie")?.split(";")[0] ?? fallback;

/** A page's text as the shopper reads it: React's text separators taken out. */
const pageText = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

describe("the scaled topology", () => {
  it("serves a shopper without a session from nginx's cache, and never a personal page from it", async () => {
    const path = `/shop/living-room?cacheProbe=${Date.now()}`;
    const first = await fetch(`${SHOP}${path}`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=2, stale-while-revalidate=1");
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("x-cache-status")).toBe("MISS");
    expect(await pageText(first)).toContain("Cart, 0 items");
    const second = await fetch(`${SHOP}${path}`);
    expect(second.headers.get("x-cache-status")).toBe("HIT");

    // A shopper with a cart: past the cache both times, with the cart in the page.
    const cookie = await shopperCookie({
      apiUrl: API,
      secret: SESSION_SECRET,
      slugs: ["rohtak-sheesham-coffee-table"],
    });
    for (let i = 0; i < 2; i += 1) {
      const personal = await fetch(`${SHOP}${path}`, { headers: { Cookie: cookie } });
      expect(personal.headers.get("x-cache-status")).toBe("BYPASS");
      expect(personal.headers.get("cache-control")).toBe("private, no-store");
      expect(await pageText(personal)).toContain("Cart, 1 item");
    }
    // ...and what was kept for everyone else still shows nobody's cart.
    const after = await fetch(`${SHOP}${path}`);
    expect(after.headers.get("x-cache-status")).toBe("HIT");
    expect(await pageText(after)).toContain("Cart, 0 items");

    // The cart and account pages are never kept, even for a shopper without a session.
    for (const page of ["/cart", "/login"]) {
      await fetch(`${SHOP}${page}`);
      const again = await fetch(`${SHOP}${page}`);
      expect(again.headers.get("cache-control"), page).toBe("private, no-store");
      expect(again.headers.get("x-cache-status"), page).not.toBe("HIT");
    }
  });

  it("shows a price changed in the back office to every shopper within 5 s, past nginx's and the storefronts' copies", async () => {
    const slug = "sandook-storage-trunk";
    const path = `/product/${slug}`;
    // Kept everywhere first: nginx's page and both storefronts' API answers.
    for (let i = 0; i < 4; i += 1) await (await fetch(`${SHOP}${path}`)).arrayBuffer();
    const db = new pg.Client({ connectionString: topology.databaseUrl });
    await db.connect();
    const { rows } = await db.query("SELECT selling_price_paise FROM products WHERE slug = $1", [slug]);
    const before = Number(rows[0].selling_price_paise);
    const after = before - 100;
    try {
      // What the back office's save does to the row; the API reads it on its next uncached answer.
      await db.query("UPDATE products SET selling_price_paise = $2 WHERE slug = $1", [slug, after]);
      const changedAt = Date.now();
      let seenAfter = Number.POSITIVE_INFINITY;
      while (Date.now() - changedAt < 8_000) {
        if ((await pageText(await fetch(`${SHOP}${path}`))).includes(formatPrice(after / 100))) {
          seenAfter = Date.now() - changedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seenAfter).toBeLessThanOrEqual(5_000);
    } finally {
      await db.query("UPDATE products SET selling_price_paise = $2 WHERE slug = $1", [slug, before]);
      await db.end();
    }
  }, 30_000);

  it("shows an order placed through one storefront process through the other", async () => {
    const [first, second] = WEB_INSTANCES;
    let cookie = await shopperCookie({ apiUrl: API, secret: SESSION_SECRET, slugs: ["rohtak-sheesham-coffee-table"] });
    const checkout = await fetch(`${first}/checkout`, { headers: { Cookie: cookie } });
    expect(checkout.status).toBe(200);
    const fields = formFields(await checkout.text(), 'value="place-order"');
    fields.set("paymentMethod", "COD");
    fields.set("shipToDifferent", "on");
    for (const [name, value] of Object.entries(deliveryAddress)) fields.set(name, value);
    const placed = await fetch(`${first}/checkout`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: fields,
      redirect: "manual",
    });
    expect(placed.headers.get("location")).toBe("/thank-you");
    cookie = cookieOf(placed, cookie);

    const thanks = await (await fetch(`${second}/thank-you`, { headers: { Cookie: cookie } })).text();
    const orderNumber = /FS\d{6}/.exec(thanks)?.[0];
    expect(orderNumber).toBeDefined();
    const orders = await (await fetch(`${second}/my-account/orders`, { headers: { Cookie: cookie } })).text();
    expect(orders).toContain(orderNumber);
  });

  it("holds a per-address rate limit across both API processes", async () => {
    // The login limit: 30 per address in 10 minutes, counted in PostgreSQL.
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
      const answer = await api("/customers/login", {
        origin: API_INSTANCES[i % 2],
        body: { mobile },
        headers: { "X-Forwarded-For": address },
      });
      statuses.push(answer.http);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("believes X-Forwarded-For at nginx's API listener only from this machine's storefronts", async () => {
    // From 127.0.0.2, not a trusted proxy: a new header each time is still one address, limited at 30.
    const claimed = (i: number) => `203.0.113.${i + 1}`;
    const forged: number[] = [];
    for (let i = 0; i < 31; i += 1)
      forged.push(
        await postFrom(
          "127.0.0.2",
          API,
          "/admin/session",
          { email: `forger${i}@woodnest.example`, password: "guess" },
          claimed(i),
        ),
      );
    expect(forged.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(forged[30]).toBe(429);
    // From 127.0.0.1, where the storefronts call from, each forwarded shopper is their own.
    const forwarded: number[] = [];
    for (let i = 0; i < 31; i += 1)
      forwarded.push(
        await postFrom(
          "127.0.0.1",
          API,
          "/admin/session",
          { email: `shopper${i}@woodnest.example`, password: "guess" },
          `198.18.0.${i + 1}`,
        ),
      );
    expect(forwarded.every((status) => status === 401)).toBe(true);
  });

  it("loses no GET at the load balancer when an API process is killed under load", async () => {
    const victim = await apiPid(API_INSTANCES[0]);
    const failures: string[] = [];
    let sent = 0;
    let afterKill = 0;
    let killed = false;
    const urls = [`${SHOP}/product/kabir-fabric-sofa`, `${SHOP}/shop/living-room`, `${API}/products?limit=9`];
    const until = Date.now() + 6_000;
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (Date.now() < until) {
          const url = urls[(sent + worker) % urls.length];
          sent += 1;
          if (killed) afterKill += 1;
          if (!killed && sent >= 40) {
            killed = true;
            process.kill(victim, "SIGKILL");
          }
          const response = await fetch(url).catch((error: Error) => ({ status: 0, statusText: error.message }));
          if (response.status !== 200) failures.push(`${url}: ${response.status}`);
          if ("body" in response) await response.arrayBuffer();
        }
      }),
    );
    expect(killed).toBe(true);
    expect(afterKill).toBeGreaterThan(40);
    expect(failures).toEqual([]);
    // The supervisor starts the killed process again.
    await expect.poll(() => apiPid(API_INSTANCES[0]).catch(() => victim), { timeout: 30_000 }).not.toBe(victim);
  }, 60_000);

  it("gives an unpaid online order's stock back once, however many instances sweep", async () => {
    const token = await customerToken();
    const product = await api<{ _id: string; stock: number }>("/products/by-slug/amrit-sheesham-end-table");
    const before = product.body.stock;
    const order = await api("/customerOrders", {
      token,
      body: { ...deliveryAddress, products: [{ product: product.body._id, quantity: 2 }], paymentMethod: "Prepaid" },
    });
    expect(order.status, order.message).toBe(200);
    expect(order.body.orderStatus).toBe("PAYMENT_PENDING");
    const stock = async () =>
      (
        await api<{ stock: number }>("/products/by-slug/amrit-sheesham-end-table", {
          headers: { "Cache-Control": "no-cache" },
        })
      ).body.stock;

    const db = new pg.Client({ connectionString: topology.databaseUrl });
    await db.connect();
    const boss = new PgBoss({
      connectionString: topology.databaseUrl,
      schema: "jobs",
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    try {
      // Abandoned an hour ago, past the 30 minutes an online payment may take.
      await db.query("UPDATE orders SET stock_reserved_at = now() - interval '1 hour' WHERE id = $1", [order.body._id]);
      // What the cron does each minute, several times at once: both API processes work the queue.
      for (let i = 0; i < 4; i += 1) await boss.send(RELEASE_UNPAID_ORDERS, {});
      await expect
        .poll(
          async () =>
            (await db.query("SELECT order_status FROM orders WHERE id = $1", [order.body._id])).rows[0].order_status,
          { timeout: 30_000 },
        )
        .toBe("PAYMENT_FAILED");
      await expect.poll(() => boss.getQueueSize(RELEASE_UNPAID_ORDERS), { timeout: 30_000 }).toBe(0);
      const { rows } = await db.query("SELECT stock FROM products WHERE id = $1", [product.body._id]);
      expect(rows[0].stock).toBe(before);
      expect(await stock()).toBeLessThanOrEqual(before);
    } finally {
      await boss.stop({ graceful: false, close: true });
      await db.end();
    }
  }, 60_000);
});
