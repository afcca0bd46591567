/**
 * The one building block the form schemas share (account forms, questionnaire, profile, feedback).
 * They use Zod's light build, zod/mini, because they run in the browser too: the classic build adds
 * about 11 KB gzip to every page that validates (issue 14, decision 0044).
 */
import "~/lib/zod-config";
import { z } from "zod/mini";

/** Input prepared before its checks (classic Zod's `preprocess`, in zod/mini's terms). */
export const prepared = <S extends z.ZodMiniType>(prepare: (v: unknown) => unknown, schema: S) => z.pipe(z.transform(prepare), schema);
