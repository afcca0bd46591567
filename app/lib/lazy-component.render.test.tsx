import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "./lazy-component";

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

const render = (element: React.ReactNode) => renderToString(<Suspense fallback={<i>loading</i>}>{element}</Suspense>);

describe("lazyComponent", () => {
  it("suspends while its chunk is not loaded, renders at once after preload() (what hydration needs)", async () => {
    const greeting = lazyComponent(() => Promise.resolve(Greeting));
    expect(render(<greeting.Component name="Lea" />)).toContain("loading");
    await greeting.preload();
    expect(render(<greeting.Component name="Lea" />)).toContain("Hallo <!-- -->Lea");
  });

  it("loads again after a failed attempt (offline, then online)", async () => {
    let calls = 0;
    const flaky = lazyComponent(() => (++calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(Greeting)));
    await expect(flaky.preload()).rejects.toThrow("offline");
    await flaky.preload();
    expect(calls).toBe(2);
    expect(render(<flaky.Component name="Ben" />)).toContain("Ben");
  });
});
