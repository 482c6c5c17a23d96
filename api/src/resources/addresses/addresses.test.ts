import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "@api/test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const home = {
  name: "Anita Sharma",
  mobile: "9811122233",
  email: "Anita@Example.in",
  address: "14 Lodhi Road",
  landmark: "Near India Habitat Centre",
  locality: "Lodhi Colony",
  addressType: "HOME",
  country: "India",
  state: "Delhi",
  city: "New Delhi",
  pincode: "110003",
};

describe("addresses", () => {
  it("creates, reads, lists newest first, updates and deletes", async () => {
    const { token } = await api.signIn();
    const created = await api.post("/customers/address", home, token);
    expect(created.status).toBe(200);
    expect(created.json.message).toBe("Address saved successfully");
    const id = created.json.body._id as string;
    expect(created.json.body).toEqual({ _id: id, ...home, email: "anita@example.in" });

    api.clock.advance(1000);
    const { landmark: _l, locality: _o, addressType: _t, ...required } = home;
    const office = await api.post("/customers/address", { ...required, name: "Anita at work" }, token);
    expect(office.status).toBe(200);
    expect(office.json.body).toMatchObject({ addressType: "HOME", landmark: "", locality: "" });

    const list = await api.get("/customers/address", token);
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ page: 1, totalPages: 1, totalRecords: 2 });
    expect(list.json.body.map((a: { name: string }) => a.name)).toEqual(["Anita at work", "Anita Sharma"]);

    expect((await api.get(`/customers/address/${id}`, token)).json.body.name).toBe("Anita Sharma");

    const updated = await api.put(
      `/customers/address/${id}`,
      { ...home, addressType: "OFFICE", pincode: "110001" },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.json.body).toMatchObject({ _id: id, addressType: "OFFICE", pincode: "110001" });

    const removed = await api.del(`/customers/address/${id}`, token);
    expect(removed.status).toBe(200);
    expect((await api.get(`/customers/address/${id}`, token)).status).toBe(404);
    expect((await api.get("/customers/address", token)).json.totalRecords).toBe(1);
  });

  it("pages the list when asked", async () => {
    const { token } = await api.signIn();
    for (let i = 0; i < 3; i++) {
      await api.post("/customers/address", { ...home, name: `Anita ${"abc"[i]}` }, token);
      api.clock.advance(1000);
    }
    const second = await api.get("/customers/address?page=2&limit=2", token);
    expect(second.json).toMatchObject({ page: 2, totalPages: 2, totalRecords: 3 });
    expect(second.json.body.map((a: { name: string }) => a.name)).toEqual(["Anita a"]);
  });

  it("answers errors keyed by field", async () => {
    const { token } = await api.signIn();
    const res = await api.post(
      "/customers/address",
      { ...home, name: "", mobile: "98111", email: "anita@", pincode: "1100", addressType: "VILLA", city: "Delhi 6" },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      name: "Customer Name is a required field",
      mobile: "Mobile no must be exactly 10 digits",
      email: "Email Address must be a valid email",
      pincode: "Pincode must be exactly 6 digits",
      addressType: "Address type is not one of the allowed values",
      city: "Town/City may contain only letters, spaces, dots, apostrophes and hyphens",
    });
    expect(res.json.message).toBe("Customer Name is a required field");

    const empty = await api.post("/customers/address", {}, token);
    expect(empty.json.errors).toMatchObject({
      address: "Address is a required field",
      country: "Country is a required field",
      state: "State is a required field",
      city: "Town/City is a required field",
      pincode: "Pincode is a required field",
    });

    const created = await api.post("/customers/address", home, token);
    const badUpdate = await api.put(`/customers/address/${created.json.body._id}`, { ...home, pincode: "" }, token);
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.json.errors.pincode).toBe("Pincode is a required field");
  });

  it("hides another customer's address behind 404", async () => {
    const owner = await api.signIn();
    const stranger = await api.signIn();
    const id = (await api.post("/customers/address", home, owner.token)).json.body._id;

    expect((await api.get(`/customers/address/${id}`, stranger.token)).status).toBe(404);
    expect((await api.put(`/customers/address/${id}`, { ...home, name: "Taken Over" }, stranger.token)).status).toBe(
      404,
    );
    expect((await api.del(`/customers/address/${id}`, stranger.token)).status).toBe(404);
    expect((await api.get("/customers/address", stranger.token)).json.totalRecords).toBe(0);
    const still = await api.get(`/customers/address/${id}`, owner.token);
    expect(still.json.body.name).toBe("Anita Sharma");
  });

  it("caps how many addresses one customer keeps", async () => {
    const { token } = await api.signIn();
    for (let i = 0; i < 50; i++) expect((await api.post("/customers/address", home, token)).status).toBe(200);
    const res = await api.post("/customers/address", home, token);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/up to 50 addresses/);
  });

  it.each([
    ["GET", "/customers/address"],
    ["POST", "/customers/address"],
    ["GET", "/customers/address/abc"],
    ["PUT", "/customers/address/abc"],
    ["DELETE", "/customers/address/abc"],
  ])("%s %s needs a token", async (method, path) => {
    const res = await api.request(method, path, { body: method === "POST" || method === "PUT" ? home : undefined });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please login to continue");
  });
});
