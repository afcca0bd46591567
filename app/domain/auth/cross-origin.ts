/** A form posted from another address than the product's (see app/server/auth/origin.server.ts). */

/** The body of the 403 for a refused cross-origin request: the error page explains it with these. */
export interface CrossOriginRefusal {
  reason: "cross-origin";
  /** Where the request came from, when the browser said so. */
  from: string | null;
  /** The address the product runs under. */
  expected: string;
}

export function isCrossOriginRefusal(value: unknown): value is CrossOriginRefusal {
  return typeof value === "object" && value !== null && (value as { reason?: unknown }).reason === "cross-origin";
}
