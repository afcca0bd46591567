// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lazyModule, submitChecked, type LazyModule } from "./lazy-module";

let container: HTMLDivElement;
let root: Root;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
/** What left the page: the submit button's value of every submission nobody prevented. */
let sent: string[];
const recordSent = (event: Event) => {
  if (!event.defaultPrevented) sent.push(((event as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "(none)");
  event.preventDefault(); // no navigation in the test
};

/** A deferred import: resolves or fails when the test says so. */
function controlledImport<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  let calls = 0;
  const module = lazyModule(() => {
    calls++;
    return new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  });
  return { module, resolve: (v: T) => resolve(v), reject: (e: Error) => reject(e), calls: () => calls };
}

type Rule = { minLength: number };
let checked: string[];

function render(code: LazyModule<Rule>) {
  act(() =>
    root.render(
      <form
        noValidate
        onSubmit={(event) => {
          const form = event.currentTarget;
          submitChecked(event, code, (rule) => {
            const value = (form.elements.namedItem("name") as HTMLInputElement).value;
            checked.push(value);
            return value.length >= rule.minLength;
          });
        }}
      >
        <input name="name" defaultValue="" />
        <button type="submit" name="intent" value="save">
          Speichern
        </button>
      </form>,
    ),
  );
  const form = container.querySelector("form")!;
  const button = container.querySelector("button")!;
  const type = (value: string) => ((form.elements.namedItem("name") as HTMLInputElement).value = value);
  const press = () => act(() => button.click());
  return { type, press };
}

const flush = () => act(async () => {});

beforeEach(() => {
  sent = [];
  checked = [];
  container = document.createElement("div");
  document.body.append(container);
  document.addEventListener("submit", recordSent);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.removeEventListener("submit", recordSent);
});

describe("lazyModule", () => {
  it("loads once, gives the value synchronously after that, and tries again after a failure", async () => {
    let calls = 0;
    const flaky = lazyModule(() => (++calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(42)));
    expect(flaky.get()).toBeNull();
    await expect(flaky.load()).rejects.toThrow("offline");
    expect(flaky.get()).toBeNull();
    await expect(flaky.load()).resolves.toBe(42);
    await flaky.load();
    expect(calls).toBe(2);
    expect(flaky.get()).toBe(42);
  });
});

describe("submitChecked", () => {
  it("with the code loaded: checks at once; an invalid form is not sent, a valid one is", async () => {
    const code = lazyModule(() => Promise.resolve({ minLength: 3 }));
    await code.load();
    const form = render(code);
    form.type("ab");
    form.press();
    expect(checked).toEqual(["ab"]);
    expect(sent).toEqual([]);
    form.type("Lea");
    form.press();
    expect(checked).toEqual(["ab", "Lea"]);
    expect(sent).toEqual(["save"]);
  });

  it("before the code is there: holds the submission, checks once it arrived, then sends it with the same button", async () => {
    const imp = controlledImport<Rule>();
    const form = render(imp.module);
    form.type("Lea");
    form.press();
    expect(sent).toEqual([]);
    expect(checked).toEqual([]);
    // A second press while it loads adds no second submission.
    form.press();
    await act(async () => imp.resolve({ minLength: 3 }));
    await flush();
    expect(imp.calls()).toBe(1);
    // Checked after loading, and once more as the resubmission passes through (now synchronously).
    expect(checked).toEqual(["Lea", "Lea"]);
    expect(sent).toEqual(["save"]);
  });

  it("before the code is there: an invalid form is still never sent", async () => {
    const imp = controlledImport<Rule>();
    const form = render(imp.module);
    form.type("ab");
    form.press();
    await act(async () => imp.resolve({ minLength: 3 }));
    await flush();
    expect(checked).toEqual(["ab"]);
    expect(sent).toEqual([]);
    // Pressed again after a fix: checked at once.
    form.type("Lea");
    form.press();
    expect(sent).toEqual(["save"]);
  });

  it("when the code cannot be loaded (offline): sends the form unchecked once — the server validates it — and loads again next time", async () => {
    const imp = controlledImport<Rule>();
    const form = render(imp.module);
    form.type("ab");
    form.press();
    await act(async () => imp.reject(new Error("offline")));
    await flush();
    expect(checked).toEqual([]);
    expect(sent).toEqual(["save"]);
    form.press();
    expect(imp.calls()).toBe(2);
    expect(sent).toEqual(["save"]);
    await act(async () => imp.resolve({ minLength: 3 }));
    await flush();
    expect(checked).toEqual(["ab"]);
    expect(sent).toEqual(["save"]);
  });
});
