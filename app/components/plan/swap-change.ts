/** A swap made on the device, as the progress store keeps and sends it (decision 0104). */
export interface SwapChange {
  day: number;
  exerciseOrder: number;
  /** The alternative's catalog name; null undoes the swap. */
  alternative: string | null;
  /** The name shown until the server's page data arrives (the page's language). */
  shownName: string | null;
  /** ms since the epoch, as the device saw it. */
  changedAt: number;
}

/** What `send` may answer for a batch with swaps: the slots whose swap the server refused. */
export interface SwapSendResult {
  status: number;
  refusedSwaps: { day: number; exerciseOrder: number }[];
}

export const slotKey = (s: { day: number; exerciseOrder: number }) => `${s.day}:${s.exerciseOrder}`;
