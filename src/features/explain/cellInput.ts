import { type BoxSize, geometry } from '../../core/index.ts';

/** A cell typed as "r3c5" (or "R3C5", "3,5", "3 5") on a board of box size n; null when it is not one. */
export function parseCellName(text: string, n: BoxSize): number | null {
  const m = /^\s*(?:r\s*(\d{1,2})\s*c\s*(\d{1,2})|(\d{1,2})\s*[,\s]\s*(\d{1,2}))\s*$/i.exec(text);
  if (!m) return null;
  const row = Number(m[1] ?? m[3]),
    col = Number(m[2] ?? m[4]);
  const size = geometry(n).size;
  if (row < 1 || col < 1 || row > size || col > size) return null;
  return (row - 1) * size + (col - 1);
}
