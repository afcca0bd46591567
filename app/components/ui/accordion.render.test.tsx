// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Accordion } from "./accordion";

let container: HTMLDivElement;
let root: Root;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <Accordion
        items={["a", "b", "c"].map((id) => ({ id, question: `Frage ${id}`, answer: <p>Antwort {id}</p> }))}
      />,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const buttons = () => [...container.querySelectorAll("button")];
const expanded = () => buttons().map((b) => b.getAttribute("aria-expanded"));
const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute("aria-controls")!)!;

describe("Accordion", () => {
  it("opens one item at a time and collapses the open one; each panel is a region labelled by its button", () => {
    expect(expanded()).toEqual(["false", "false", "false"]);
    const [a, , c] = buttons();
    expect(container.querySelectorAll("h3 > button")).toHaveLength(3);
    expect(panelOf(a!).hidden).toBe(true);
    expect(panelOf(a!).textContent).toBe("Antwort a");
    expect(panelOf(a!).getAttribute("role")).toBe("region");
    expect(panelOf(a!).getAttribute("aria-labelledby")).toBe(a!.id);
    act(() => a!.click());
    expect(expanded()).toEqual(["true", "false", "false"]);
    expect(panelOf(a!).hidden).toBe(false);
    act(() => c!.click());
    expect(expanded()).toEqual(["false", "false", "true"]);
    expect(panelOf(a!).hidden).toBe(true);
    act(() => c!.click());
    expect(expanded()).toEqual(["false", "false", "false"]);
  });

  it("moves the focus with the arrow keys, Home and End", () => {
    const [a, b, c] = buttons();
    const key = (target: HTMLElement, k: string) => act(() => void target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })));
    a!.focus();
    key(a!, "ArrowDown");
    expect(document.activeElement).toBe(b);
    key(b!, "End");
    expect(document.activeElement).toBe(c);
    key(c!, "ArrowDown");
    expect(document.activeElement).toBe(a);
    key(a!, "ArrowUp");
    expect(document.activeElement).toBe(c);
    key(c!, "Home");
    expect(document.activeElement).toBe(a);
  });
});
