// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

let container: HTMLDivElement;
let root: Root;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const changes: string[] = [];

function Controlled() {
  const [value, setValue] = useState("b");
  return (
    <Tabs
      label="Bereiche"
      value={value}
      onValueChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
      tabs={["a", "b", "c"].map((v) => ({ value: v, label: `Tab ${v}`, content: <p>Inhalt {v}</p> }))}
    />
  );
}

beforeEach(() => {
  changes.length = 0;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const tabs = () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const panel = () => container.querySelector<HTMLElement>('[role="tabpanel"]')!;
const key = (k: string) => act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })));

describe("Tabs", () => {
  it("marks the selected tab, renders only its panel and links tab and panel", () => {
    act(() => root.render(<Controlled />));
    expect(container.querySelector('[role="tablist"]')!.getAttribute("aria-label")).toBe("Bereiche");
    expect(tabs().map((t) => t.getAttribute("aria-selected"))).toEqual(["false", "true", "false"]);
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(1);
    expect(panel().textContent).toBe("Inhalt b");
    expect(panel().getAttribute("aria-labelledby")).toBe(tabs()[1]!.id);
    expect(tabs()[1]!.getAttribute("aria-controls")).toBe(panel().id);
    act(() => tabs()[2]!.click());
    expect(changes).toEqual(["c"]);
    expect(panel().textContent).toBe("Inhalt c");
    expect(tabs()[2]!.dataset.state).toBe("active");
  });

  it("arrow keys, Home and End select and focus a tab, wrapping around", () => {
    act(() => root.render(<Controlled />));
    tabs()[1]!.focus();
    key("ArrowRight");
    expect(document.activeElement).toBe(tabs()[2]);
    expect(panel().textContent).toBe("Inhalt c");
    key("ArrowRight");
    expect(document.activeElement).toBe(tabs()[0]);
    key("End");
    expect(document.activeElement).toBe(tabs()[2]);
    key("Home");
    key("ArrowLeft");
    expect(document.activeElement).toBe(tabs()[2]);
    expect(changes).toEqual(["c", "a", "c", "a", "c"]);
  });

  it("works uncontrolled from defaultValue", () => {
    act(() => root.render(<Tabs label="X" defaultValue="b" tabs={["a", "b"].map((v) => ({ value: v, label: v, content: v }))} />));
    expect(panel().textContent).toBe("b");
    act(() => tabs()[0]!.click());
    expect(panel().textContent).toBe("a");
  });
});
