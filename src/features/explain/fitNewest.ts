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
 */
export function fitNewest(
  heightAt: (size: number, tight: boolean) => number,
  room: number,
  size: number,
  floor: number,
): NewestFit {
  const fits = (height: number) => height <= room + 0.5;
  let s = size;
  let height = heightAt(s, false);
  while (!fits(height) && s > floor) {
    s = Math.max(floor, Math.ceil(s) - 1);
    height = heightAt(s, false);
  }
  if (fits(height)) return { size: s, tight: false, grow: 0 };
  height = heightAt(s, true);
  return { size: s, tight: true, grow: Math.max(0, Math.ceil(height - room)) };
}
