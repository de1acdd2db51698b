/** popcount16[m]: how many bits of a 16-bit mask are set (candidate counts for boards up to 16×16). */
export const popcount16: Uint8Array = (() => {
  const t = new Uint8Array(1 << 16);
  for (let m = 1; m < t.length; m++) t[m] = t[m >> 1] + (m & 1);
  return t;
})();
