/**
 * The facts of a GIF file the clip tests check, read straight from its bytes (GIF89a spec): the
 * logical screen's size, the number of image frames, and each frame's delay in milliseconds.
 */
export interface GifInfo {
  width: number;
  height: number;
  frames: number;
  delaysMs: number[];
  loops: boolean;
}

export function gifInfo(bytes: Uint8Array): GifInfo {
  const text = (from: number, n: number) => String.fromCharCode(...bytes.subarray(from, from + n));
  if (text(0, 6) !== 'GIF89a' && text(0, 6) !== 'GIF87a') throw new Error('not a GIF');
  const u16 = (at: number) => bytes[at] | (bytes[at + 1] << 8);
  const width = u16(6);
  const height = u16(8);
  const flags = bytes[10];
  let at = 13 + (flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0);
  let frames = 0;
  let loops = false;
  const delaysMs: number[] = [];
  const skipSubBlocks = () => {
    while (bytes[at] !== 0) at += bytes[at] + 1;
    at++;
  };
  for (;;) {
    const block = bytes[at++];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      const label = bytes[at++];
      if (label === 0xf9) delaysMs.push(u16(at + 2) * 10);
      if (label === 0xff && text(at + 1, 11) === 'NETSCAPE2.0') loops = true;
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames++;
      const local = bytes[at + 8];
      at += 9 + (local & 0x80 ? 3 * (1 << ((local & 7) + 1)) : 0);
      at++; // LZW minimum code size
      skipSubBlocks();
    } else throw new Error(`unexpected block 0x${block?.toString(16)} at byte ${at - 1}`);
  }
  return { width, height, frames, delaysMs, loops };
}
