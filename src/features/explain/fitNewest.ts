export interface NewestFit {
  size: number;
  /** Lines closer together: the last step before the box grows. */
  tight: boolean;
  /** Pixels the box must grow by for the sentence to show whole. */
  grow: number;
}

/**
 * How the newest sentence fits its box: the largest type from `size` down to `floor`, in whole pixels, at which its
 * height (`heightAt`, measured) is within `room`; at the floor its lines close up, and then the box grows.
 * Each measurement is a forced layout, so the sizes between are searched by halves: at most 2 + log2 of the range.
 */
export function fitNewest(
  heightAt: (size: number, tight: boolean) => number,
  room: number,
  size: number,
  floor: number,
): NewestFit {
  const fits = (s: number) => heightAt(s, false) <= room + 0.5;
  if (fits(size)) return { size, tight: false, grow: 0 };
  if (size <= floor) return tightAt(heightAt, room, size);
  if (!fits(floor)) return tightAt(heightAt, room, floor);
  // The floor fits and `size` does not: the largest whole size in [floor, ceil(size) - 1] that fits.
  let lo = floor;
  let hi = Math.ceil(size) - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return { size: lo, tight: false, grow: 0 };
}

function tightAt(heightAt: (size: number, tight: boolean) => number, room: number, size: number): NewestFit {
  return { size, tight: true, grow: Math.max(0, Math.ceil(heightAt(size, true) - room)) };
}
