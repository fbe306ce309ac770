/** a one-time message carried from the editor to the grid after a save (the editor closes on success) */
let pending: string | null = null;

export function setFlash(message: string) {
  pending = message;
}

export function takeFlash(): string | null {
  const m = pending;
  pending = null;
  return m;
}
