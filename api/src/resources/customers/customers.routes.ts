import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import {
  codeSentSchema,
  emailCodeSentSchema,
  nameSchema,
  profileSchema,
  sessionSchema,
  smsCodeSentSchema,
} from "@api/contract/schemas/customers";
import { jsonBody } from "@api/lib/validation";
import { requireCustomer } from "@api/middleware/auth";
import { rateLimit } from "@api/middleware/rate-limit";
import {
  forgotPasswordSchema,
  loginSchema,
  passwordLoginSchema,
  profileUpdateSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  updateNameSchema,
  verifyAccountSchema,
} from "@api/validation/schemas";
import * as handlers from "./customers.handlers";

/** Per-address ceilings, generous for a family behind one router; per-number OTP limits live in otp.service. */
const TEN_MINUTES = 10 * 60;
const tags = ["Customers"];
const security = [{ [SECURITY.shopper]: [] }];
// A code that cannot be sent (the SMS or email provider failing) is a 502.
const codeSent = jsonContent(envelopeOf(codeSentSchema), "Where the code went");
const smsSent = jsonContent(envelopeOf(smsCodeSentSchema), "The number the code went to");
const emailSent = jsonContent(envelopeOf(emailCodeSentSchema), "The address the code went to");
const session = jsonContent(envelopeOf(sessionSchema), "Signed in: the session's token");
const profile = (description: string) => jsonContent(envelopeOf(profileSchema), description);

const loginRoute = createRoute({
  tags,
  method: "post",
  path: "/login",
  summary: "Send a sign-in code to a mobile or email",
  middleware: [rateLimit("customers.login", 30, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(loginSchema),
  responses: { 200: smsSent, ...refusals(400, 403, 404, 413, 429, 502) },
});

const verifyRoute = createRoute({
  tags,
  method: "post",
  path: "/verifyAccount",
  summary: "Sign in (or finish signing up) with the code sent",
  middleware: [rateLimit("customers.verify", 30, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(verifyAccountSchema),
  responses: { 200: session, ...refusals(400, 403, 404, 413, 429) },
});

const resendRoute = createRoute({
  tags,
  method: "post",
  path: "/resendOTP",
  summary: "Send the code again, once the resend link opens",
  middleware: [rateLimit("customers.resend", 30, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(resendOtpSchema),
  responses: { 200: codeSent, ...refusals(400, 403, 404, 413, 429, 502) },
});

const registerRoute = createRoute({
  tags,
  method: "post",
  path: "/register",
  summary: "Sign up with a name, email, mobile and password; a code goes to the email",
  middleware: [rateLimit("customers.register", 20, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(registerSchema),
  responses: { 200: emailSent, ...refusals(400, 403, 409, 413, 429, 502) },
});

const passwordRoute = createRoute({
  tags,
  method: "post",
  path: "/loginWithPassword",
  summary: "Sign in with email and password",
  middleware: [rateLimit("customers.password", 30, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(passwordLoginSchema),
  responses: { 200: session, ...refusals(400, 401, 403, 413, 429, 502) },
});

const forgotRoute = createRoute({
  tags,
  method: "post",
  path: "/forgotPassword",
  summary: "Send a code that lets the shopper set a new password",
  middleware: [rateLimit("customers.forgot", 30, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(forgotPasswordSchema),
  responses: { 200: emailSent, ...refusals(400, 403, 404, 413, 429, 502) },
});

const resetRoute = createRoute({
  tags,
  method: "post",
  path: "/resetPassword",
  summary: "Set a new password with the code sent; every other session ends",
  middleware: [rateLimit("customers.reset", 30, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(resetPasswordSchema),
  responses: { 200: session, ...refusals(400, 403, 404, 413, 429) },
});

const updateNameRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/updateName",
  summary: "Give the signed-in shopper's name",
  middleware: [requireCustomer, jsonBody] as const,
  request: jsonRequest(updateNameSchema),
  responses: { 200: jsonContent(envelopeOf(nameSchema), "The name as saved"), ...refusals(400, 401, 413) },
});

const logoutRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/logout",
  summary: "End this session",
  middleware: requireCustomer,
  responses: { 200: jsonContent(envelopeOf(z.null()), "Signed out"), ...refusals(401) },
});

const profileRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/profile",
  summary: "The signed-in shopper's profile",
  middleware: requireCustomer,
  responses: { 200: profile("The profile"), ...refusals(401) },
});

const updateProfileRoute = createRoute({
  tags,
  security,
  method: "put",
  path: "/profile",
  summary: "Change the name, email or password (the old password is asked for a new one)",
  middleware: [requireCustomer, jsonBody] as const,
  request: jsonRequest(profileUpdateSchema),
  responses: { 200: profile("The profile as saved"), ...refusals(400, 401, 409, 413, 429) },
});

const router = createRouter();
router.openapi(loginRoute, handlers.login);
router.openapi(verifyRoute, handlers.verifyAccount);
router.openapi(resendRoute, handlers.resendOtp);
router.openapi(registerRoute, handlers.register);
router.openapi(passwordRoute, handlers.loginWithPassword);
router.openapi(forgotRoute, handlers.forgotPassword);
router.openapi(resetRoute, handlers.resetPassword);
router.openapi(updateNameRoute, handlers.updateName);
router.openapi(logoutRoute, handlers.logout);
router.openapi(profileRoute, handlers.getProfile);
router.openapi(updateProfileRoute, handlers.updateProfile);

export default router;
