import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireCustomer } from "../../middleware/auth";
import { rateLimit } from "../../middleware/rate-limit";
import * as handlers from "./customers.handlers";

/** Per-address ceilings, generous for a family behind one router; per-number OTP limits live in otp.service. */
const TEN_MINUTES = 10 * 60;

const router = new Hono<AppEnv>();

router.post("/login", rateLimit("customers.login", 30, TEN_MINUTES), handlers.login);
router.post("/verifyAccount", rateLimit("customers.verify", 30, TEN_MINUTES), handlers.verifyAccount);
router.post("/resendOTP", rateLimit("customers.resend", 30, TEN_MINUTES), handlers.resendOtp);
router.post("/register", rateLimit("customers.register", 20, TEN_MINUTES), handlers.register);
router.post("/loginWithPassword", rateLimit("customers.password", 30, TEN_MINUTES), handlers.loginWithPassword);
router.post("/forgotPassword", rateLimit("customers.forgot", 30, TEN_MINUTES), handlers.forgotPassword);
router.post("/resetPassword", rateLimit("customers.reset", 30, TEN_MINUTES), handlers.resetPassword);
router.post("/updateName", requireCustomer, handlers.updateName);
router.post("/logout", requireCustomer, handlers.logout);
router.get("/profile", requireCustomer, handlers.getProfile);
router.put("/profile", requireCustomer, handlers.updateProfile);

export default router;
