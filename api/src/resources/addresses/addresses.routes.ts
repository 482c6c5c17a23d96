import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, listEnvelopeOf, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { savedAddressSchema } from "@api/contract/schemas/addresses";
import { jsonBody } from "@api/lib/validation";
import { addressSchema } from "@api/validation/schemas";
import { requireCustomer } from "@api/middleware/auth";
import * as handlers from "./addresses.handlers";
import { addressParam, listQuery } from "./addresses.schemas";

/** The signed-in shopper's saved addresses: mounted at /customers/address. */
const declared = { tags: ["Addresses"], security: [{ [SECURITY.shopper]: [] }] };
const theAddress = (description: string) => jsonContent(envelopeOf(savedAddressSchema), description);

const listRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The shopper's addresses, newest first (limit 0: all of them)",
  request: { query: listQuery },
  responses: { 200: jsonContent(listEnvelopeOf(savedAddressSchema), "The addresses"), ...refusals(400, 401) },
});

const createAddressRoute = createRoute({
  ...declared,
  method: "post",
  path: "/",
  summary: "Save an address (up to 50)",
  middleware: jsonBody,
  request: jsonRequest(addressSchema),
  responses: { 200: theAddress("The address saved"), ...refusals(400, 401, 413) },
});

const getRoute = createRoute({
  ...declared,
  method: "get",
  path: "/{addressId}",
  summary: "One of the shopper's addresses; another shopper's answers 404",
  request: { params: addressParam },
  responses: { 200: theAddress("The address"), ...refusals(401, 404) },
});

const updateRoute = createRoute({
  ...declared,
  method: "put",
  path: "/{addressId}",
  summary: "Change one of the shopper's addresses",
  middleware: jsonBody,
  request: { params: addressParam, ...jsonRequest(addressSchema) },
  responses: { 200: theAddress("The address as saved"), ...refusals(400, 401, 404, 413) },
});

const deleteRoute = createRoute({
  ...declared,
  method: "delete",
  path: "/{addressId}",
  summary: "Delete one of the shopper's addresses",
  request: { params: addressParam },
  responses: {
    200: jsonContent(envelopeOf(z.object({ _id: z.string() })), "The address deleted"),
    ...refusals(401, 404),
  },
});

const router = createRouter();
router.use("*", requireCustomer);
router.openapi(listRoute, handlers.listAddresses);
router.openapi(createAddressRoute, handlers.createAddress);
router.openapi(getRoute, handlers.getAddress);
router.openapi(updateRoute, handlers.updateAddress);
router.openapi(deleteRoute, handlers.deleteAddress);

export default router;
