/** Whether the live region speaks: when paused, or while playing at speeds a listener can follow. */
const SPOKEN_MAX_SPEED = 2;

export function shouldSpeak(playing: boolean, speed: number): boolean {
  return !playing || speed <= SPOKEN_MAX_SPEED;
}
