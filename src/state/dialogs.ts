import { proxy } from 'valtio/vanilla';

/** A message the shopper must acknowledge (spec §8 code 10: the server asks for a dialog). */
export type DialogRequest = { id: number; message: string };

export const dialogStore = proxy<{ open: DialogRequest | null; queue: DialogRequest[] }>({ open: null, queue: [] });

let lastId = 0;
const waiting = new Map<number, () => void>();

/** Shows `message` in the shop's dialog; resolves once the shopper closes it. Later ones wait their turn. */
export function showDialog(message: string): Promise<void> {
  const request = { id: ++lastId, message };
  const closed = new Promise<void>((resolve) => waiting.set(request.id, resolve));
  if (dialogStore.open === null) dialogStore.open = request;
  else dialogStore.queue.push(request);
  return closed;
}

/** Closes the dialog on screen and opens the next one waiting, if any. */
export function closeDialog(): void {
  const open = dialogStore.open;
  if (open === null) return;
  waiting.get(open.id)?.();
  waiting.delete(open.id);
  dialogStore.open = dialogStore.queue.shift() ?? null;
}
