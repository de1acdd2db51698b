/**
 * Whether the live region should speak: always for a step the user took (paused), and while playing
 * only at speeds a listener can follow. Faster, it stays quiet rather than flood the screen reader.
 */
export const SPOKEN_MAX_SPEED = 2;

export function shouldSpeak(playing: boolean, speed: number): boolean {
  return !playing || speed <= SPOKEN_MAX_SPEED;
}
