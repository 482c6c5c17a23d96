import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import { rateLimit } from "../../middleware/rate-limit";
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
} from "../../validation/schemas";
import * as handlers from "./customers.handlers";
import { jsonBody } from "./json-body";

/** Per-address ceilings, generous for a family behind one router; per-number OTP limits live in otp.service. */
const TEN_MINUTES = 10 * 60;

const router = new Hono<AppEnv>();

router.post("/login", rateLimit("customers.login", 30, TEN_MINUTES), jsonBody(loginSchema), handlers.login);
router.post("/verifyAccount", rateLimit("customers.verify", 30, TEN_MINUTES), jsonBody(verifyAccountSchema), handlers.verifyAccount);
router.post("/resendOTP", rateLimit("customers.resend", 30, TEN_MINUTES), jsonBody(resendOtpSchema), handlers.resendOtp);
router.post("/register", rateLimit("customers.register", 20, TEN_MINUTES), jsonBody(registerSchema), handlers.register);
router.post("/loginWithPassword", rateLimit("customers.password", 30, TEN_MINUTES), jsonBody(passwordLoginSchema), handlers.loginWithPassword);
router.post("/forgotPassword", rateLimit("customers.forgot", 30, TEN_MINUTES), jsonBody(forgotPasswordSchema), handlers.forgotPassword);
router.post("/resetPassword", rateLimit("customers.reset", 30, TEN_MINUTES), jsonBody(resetPasswordSchema), handlers.resetPassword);
router.post("/updateName", requireCustomer, jsonBody(updateNameSchema), handlers.updateName);
router.post("/logout", requireCustomer, handlers.logout);
router.get("/profile", requireCustomer, handlers.getProfile);
router.put("/profile", requireCustomer, jsonBody(profileUpdateSchema), handlers.updateProfile);

export default router;
