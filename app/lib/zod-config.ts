/**
 * Zod without its compiled fast path: the probe for it (`new Function`) is an eval that the
 * Content-Security-Policy forbids and reports as a violation in every browser. Imported first by
 * every module that builds schemas in the browser (app/domain/form-schema.ts for the forms, the admin
 * schemas), before any schema is built (Zod reads the setting when a schema is created) — not by
 * app/root.tsx, which would add Zod's core to pages without a form (issue 14).
 */
// Zod's core holds the one global setting for the classic and the mini build alike; importing the
// classic `z` here would put the whole classic build into every page's JavaScript (issue 14).
import { config } from "zod/v4/core";

config({ jitless: true });
