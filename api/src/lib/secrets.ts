import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Bearer tokens carry 256 random bits, so a plain SHA-256 is enough to store them. */
export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A 4-digit code has 10,000 values: it is hashed with a secret pepper, never plainly. */
export const newOtp = (length: number) => Array.from({ length }, () => randomInt(0, 10).toString()).join("");
export const hashOtp = (pepper: string, destination: string, code: string) =>
  createHmac("sha256", pepper).update(`${destination}:${code}`).digest("hex");

export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const SCRYPT_KEYLEN = 64;

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT_KEYLEN);
  return `scrypt$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string) {
  const [scheme, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const key = await scryptAsync(password, Buffer.from(saltB64, "base64"), expected.length);
  return timingSafeEqual(key, expected);
}

/** Made once, so a sign-in for an unknown email still pays for one scrypt like a real one. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a decoy when there is none, so the
 * answer takes as long for an unknown account as for a wrong password.
 */
export async function verifyPasswordOrDecoy(password: string, stored: string | null | undefined) {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const matches = await verifyPassword(password, stored ?? (await decoyHash));
  return Boolean(stored) && matches;
}

/**
 * Secrets the API must read back (the staff's authenticator secrets) are sealed with AES-256-GCM
 * under a key from the environment, so a copy of the database alone does not give out codes.
 */
const sealKey = (key: string) => createHash("sha256").update(key).digest();

export function sealSecret(key: string, plain: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(key), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${sealed.toString("base64url")}`;
}

export function openSecret(key: string, stored: string) {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("Unknown sealed secret format");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(key), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

/** Letters and digits nobody confuses when copying by hand (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A recovery code like "k7m2q-x9p4d": 10 characters of 31, about 50 bits. */
export const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
