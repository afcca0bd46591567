import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { withOutageAnswers } from "./outage.server";

const refused = Object.assign(new Error("Failed query: select 1"), { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) });
const bug = new TypeError("boom");

function buildWith(module: Record<string, unknown>): ServerBuild {
  return { routes: { page: { id: "page", path: "x", module } } } as unknown as ServerBuild;
}

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return "nothing thrown";
}

describe("withOutageAnswers", () => {
  const request = new Request("http://x/de/fragebogen", { method: "POST" });
  const guarded = withOutageAnswers(
    buildWith({
      loader: async ({ request: r }: { request: Request }) => (new URL(r.url).searchParams.has("bug") ? Promise.reject(bug) : Promise.reject(refused)),
      action: async () => Promise.reject(refused),
      middleware: [async () => Promise.reject(refused), async () => Promise.reject(bug)],
      default: () => null,
    }),
  ).routes.page!.module as unknown as {
    loader: (a: { request: Request }) => Promise<unknown>;
    action: (a: { request: Request }) => Promise<unknown>;
    middleware: Array<(a: { request: Request }, next: () => Promise<unknown>) => Promise<unknown>>;
    default: unknown;
  };

  it("turns an outage in a loader, action or middleware into the 503 answer", async () => {
    for (const error of [
      await thrown(() => guarded.loader({ request: new Request("http://x/de/fragebogen") })),
      await thrown(() => guarded.action({ request })),
      await thrown(() => guarded.middleware[0]!({ request }, async () => undefined)),
    ]) {
      expect(error).toMatchObject({ type: "DataWithResponseInit", data: { error: "unavailable" }, init: { status: 503 } });
    }
    expect(await thrown(() => guarded.action({ request }))).toMatchObject({ data: { unsaved: true } });
  });

  it("lets every other error and the rest of the module through", async () => {
    expect(await thrown(() => guarded.loader({ request: new Request("http://x/?bug") }))).toBe(bug);
    expect(await thrown(() => guarded.middleware[1]!({ request }, async () => undefined))).toBe(bug);
    expect(typeof guarded.default).toBe("function");
  });
});
