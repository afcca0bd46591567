/**
 * Toast state: one toast visible at a time (a new one replaces the current), auto-dismissed after
 * 5000 ms (spec part 1 §9). Framework-free so it can be unit-tested.
 */
export const TOAST_DURATION_MS = 5000;

import type { ToastVariant } from "~/lib/toast";

export type { ToastVariant };

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  variant: ToastVariant;
}

type Listener = (toast: ToastItem | null) => void;

export function createToastStore(duration = TOAST_DURATION_MS) {
  let current: ToastItem | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((l) => l(current));

  function dismiss(id?: number) {
    if (!current || (id !== undefined && current.id !== id)) return;
    clearTimeout(timer);
    current = null;
    emit();
  }

  function show(input: ToastInput): number {
    clearTimeout(timer);
    const id = nextId++;
    current = { ...input, id, variant: input.variant ?? "default" };
    timer = setTimeout(() => dismiss(id), duration);
    emit();
    return id;
  }

  return {
    show,
    dismiss,
    get: () => current,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

export function toast(input: ToastInput): number {
  return toastStore.show(input);
}
