import { findJellyfish, findSwordfish, findXWing } from './fish.ts';
import { findClaiming, findPointing } from './intersections.ts';
import { findFullHouse, findHiddenSingle, findNakedSingle } from './singles.ts';
import type { TechniqueId } from './step.ts';
import type { Technique } from './technique.ts';
import {
  findHiddenPair,
  findHiddenQuad,
  findHiddenTriple,
  findNakedPair,
  findNakedQuad,
  findNakedTriple,
} from './subsets.ts';
import { findSimpleColouring } from './simpleColouring.ts';
import { findXChain } from './xChain.ts';
import { findXYChain } from './xyChain.ts';
import { findXYWing } from './xyWing.ts';
import { findXYZWing } from './xyzWing.ts';

/** The techniques, easiest first; a solver takes the first that finds a step. */
export const LADDER: readonly { readonly id: TechniqueId; readonly find: Technique }[] = [
  { id: 'full-house', find: findFullHouse },
  { id: 'hidden-single', find: findHiddenSingle },
  { id: 'naked-single', find: findNakedSingle },
  { id: 'pointing', find: findPointing },
  { id: 'claiming', find: findClaiming },
  { id: 'naked-pair', find: findNakedPair },
  { id: 'hidden-pair', find: findHiddenPair },
  { id: 'naked-triple', find: findNakedTriple },
  { id: 'hidden-triple', find: findHiddenTriple },
  { id: 'naked-quad', find: findNakedQuad },
  { id: 'hidden-quad', find: findHiddenQuad },
  { id: 'x-wing', find: findXWing },
  { id: 'swordfish', find: findSwordfish },
  { id: 'jellyfish', find: findJellyfish },
  { id: 'xy-wing', find: findXYWing },
  { id: 'xyz-wing', find: findXYZWing },
  { id: 'simple-colouring', find: findSimpleColouring },
  { id: 'x-chain', find: findXChain },
  { id: 'xy-chain', find: findXYChain },
];

export const TECHNIQUE_IDS: readonly TechniqueId[] = LADDER.map((t) => t.id);

/** A technique's rung on the ladder, 0 for the easiest. */
export const rungOf = (id: TechniqueId): number => TECHNIQUE_IDS.indexOf(id);
