import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
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

const router = new Hono<AppEnv>();

router.post(
  "/login",
  rateLimit("customers.login", 30, TEN_MINUTES),
  jsonBody,
  zValidator("json", loginSchema, refuseInvalid),
  handlers.login,
);
router.post(
  "/verifyAccount",
  rateLimit("customers.verify", 30, TEN_MINUTES),
  jsonBody,
  zValidator("json", verifyAccountSchema, refuseInvalid),
  handlers.verifyAccount,
);
router.post(
  "/resendOTP",
  rateLimit("customers.resend", 30, TEN_MINUTES),
  jsonBody,
  zValidator("json", resendOtpSchema, refuseInvalid),
  handlers.resendOtp,
);
router.post(
  "/register",
  rateLimit("customers.register", 20, TEN_MINUTES),
  jsonBody,
  zValidator("json", registerSchema, refuseInvalid),
  handlers.register,
);
router.post(
  "/loginWithPassword",
  rateLimit("customers.password", 30, TEN_MINUTES),
  jsonBody,
  zValidator("json", passwordLoginSchema, refuseInvalid),
  handlers.loginWithPassword,
);
router.post(
  "/forgotPassword",
  rateLimit("customers.forgot", 30, TEN_MINUTES),
  jsonBody,
  zValidator("json", forgotPasswordSchema, refuseInvalid),
  handlers.forgotPassword,
);
router.post(
  "/resetPassword",
  rateLimit("customers.reset", 30, TEN_MINUTES),
  jsonBody,
  zValidator("json", resetPasswordSchema, refuseInvalid),
  handlers.resetPassword,
);
router.post(
  "/updateName",
  requireCustomer,
  jsonBody,
  zValidator("json", updateNameSchema, refuseInvalid),
  handlers.updateName,
);
router.post("/logout", requireCustomer, handlers.logout);
router.get("/profile", requireCustomer, handlers.getProfile);
router.put(
  "/profile",
  requireCustomer,
  jsonBody,
  zValidator("json", profileUpdateSchema, refuseInvalid),
  handlers.updateProfile,
);

export default router;
