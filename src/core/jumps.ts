import * as P from './pack.ts';

/** Backjumping's counters, which `Counts` does not hold: jumps, and the placements they erase without landing on. */
export class JumpTally {
  jumps = 0;
  jumpedOver = 0;
  private inJump = false;

  add(w: number): void {
    if (P.isExt(w) && P.extKindOf(w) === P.EXT_JUMP) {
      this.jumps++;
      if (P.extPayloadOf(w) !== P.JUMP_NONE) this.jumpedOver--;
      this.inJump = true;
    } else if (this.inJump && (w & 7) === P.K_BACKTRACK) this.jumpedOver++;
    else this.inJump = false;
  }

  addAll(words: ArrayLike<number>): void {
    for (let i = 0; i < words.length; i++) this.add(words[i]);
  }
}
