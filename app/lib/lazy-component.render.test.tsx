import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "./lazy-component";

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

describe("lazyComponent", () => {
  it("before its chunk is loaded: a Suspense boundary with the fallback; after preload(): a plain part of the page (hydrated with it)", async () => {
    const greeting = lazyComponent(() => Promise.resolve(Greeting));
    const before = renderToString(<greeting.Component name="Lea" fallback={<i>loading</i>} />);
    expect(before).toContain("<i>loading</i>");
    expect(before).toContain("<!--$");
    await greeting.preload();
    // No boundary markers: React hydrates it in the same pass as the page, not as a boundary later.
    expect(renderToString(<greeting.Component name="Lea" fallback={<i>loading</i>} />)).toBe("<p>Hallo <!-- -->Lea</p>");
  });

  it("loads again after a failed attempt (offline, then online)", async () => {
    let calls = 0;
    const flaky = lazyComponent(() => (++calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(Greeting)));
    await expect(flaky.preload()).rejects.toThrow("offline");
    await flaky.preload();
    expect(calls).toBe(2);
    expect(renderToString(<flaky.Component name="Ben" fallback={null} />)).toContain("Ben");
  });
});
