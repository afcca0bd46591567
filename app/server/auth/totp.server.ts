/**
 * TOTP helpers (RFC 6238 / RFC 4226) around better-auth's two-factor plugin: reading the secret out of
 * the otpauth:// URI for display, and computing codes (tests sign in with them).
 */
import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(input: string): Buffer {
  const clean = input.toUpperCase().replace(/=+$/g, "").replace(/[\s-]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error("invalid base32 character");
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function base32Encode(data: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export interface OtpAuthUri {
  secret: string;
  issuer: string | null;
  account: string | null;
  digits: number;
  period: number;
  algorithm: "SHA1" | "SHA256" | "SHA512";
}

/** Parses otpauth://totp/Issuer:account?secret=…&issuer=…; null for anything else. */
export function parseOtpAuthUri(uri: string): OtpAuthUri | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== "otpauth:" || url.host.toLowerCase() !== "totp") return null;
  const secret = url.searchParams.get("secret");
  if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) return null;
  const label = decodeURIComponent(url.pathname.replace(/^\/+/, ""));
  const [labelIssuer, account] = label.includes(":") ? label.split(/:(.*)/s, 2) : [null, label];
  const algorithm = (url.searchParams.get("algorithm") ?? "SHA1").toUpperCase();
  return {
    secret: secret.toUpperCase().replace(/=+$/, ""),
    issuer: url.searchParams.get("issuer") ?? labelIssuer ?? null,
    account: account || null,
    digits: Number(url.searchParams.get("digits") ?? 6),
    period: Number(url.searchParams.get("period") ?? 30),
    algorithm: algorithm === "SHA256" || algorithm === "SHA512" ? algorithm : "SHA1",
  };
}

/** The secret in groups of four for typing into an authenticator app. */
export function formatSecret(secret: string): string {
  return secret.replace(/\s+/g, "").match(/.{1,4}/g)?.join(" ") ?? "";
}

export function hotp(key: Uint8Array, counter: number, digits = 6, algorithm: "SHA1" | "SHA256" | "SHA512" = "SHA1"): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm.toLowerCase(), key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | ((mac[offset + 1]! & 0xff) << 16) | ((mac[offset + 2]! & 0xff) << 8) | (mac[offset + 3]! & 0xff);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The TOTP code for a base32 secret at a time (ms since epoch). */
export function totp(
  base32Secret: string,
  options: { time?: number; period?: number; digits?: number; algorithm?: "SHA1" | "SHA256" | "SHA512" } = {},
): string {
  const period = options.period ?? 30;
  const counter = Math.floor((options.time ?? Date.now()) / 1000 / period);
  return hotp(base32Decode(base32Secret), counter, options.digits ?? 6, options.algorithm ?? "SHA1");
}
