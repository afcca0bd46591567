/**
 * Zod without its compiled fast path: the probe for it (`new Function`) is an eval that the
 * Content-Security-Policy forbids and reports as a violation in every browser. Imported first by
 * app/root.tsx, before any schema is built (Zod reads the setting when a schema is created).
 */
import { z } from "zod";

z.config({ jitless: true });
