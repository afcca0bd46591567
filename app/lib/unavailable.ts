/** The body of the 503 for a database outage (see app/server/db/unavailable.server.ts): the error page explains it. */
export interface UnavailableData {
  error: "unavailable";
  /** The request wanted to store something (a form was sent, not a page loaded): it was not stored. */
  unsaved: boolean;
}

export function isUnavailableData(value: unknown): value is UnavailableData {
  return typeof value === "object" && value !== null && (value as { error?: unknown }).error === "unavailable";
}
