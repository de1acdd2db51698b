import { findJellyfish, findSwordfish, findXWing } from './fish.ts';
import { findClaiming, findPointing } from './intersections.ts';
import { findFullHouse, findHiddenSingle, findNakedSingle } from './singles.ts';
import type { TechniqueId } from './step.ts';
import { rungOf, TECHNIQUE_IDS } from './techniqueIds.ts';
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

const FINDERS: Record<TechniqueId, Technique> = {
  'full-house': findFullHouse,
  'hidden-single': findHiddenSingle,
  'naked-single': findNakedSingle,
  pointing: findPointing,
  claiming: findClaiming,
  'naked-pair': findNakedPair,
  'hidden-pair': findHiddenPair,
  'naked-triple': findNakedTriple,
  'hidden-triple': findHiddenTriple,
  'naked-quad': findNakedQuad,
  'hidden-quad': findHiddenQuad,
  'x-wing': findXWing,
  swordfish: findSwordfish,
  jellyfish: findJellyfish,
  'xy-wing': findXYWing,
  'xyz-wing': findXYZWing,
  'simple-colouring': findSimpleColouring,
  'x-chain': findXChain,
  'xy-chain': findXYChain,
};

/** The techniques, easiest first; a solver takes the first that finds a step. */
export const LADDER: readonly { readonly id: TechniqueId; readonly find: Technique }[] = TECHNIQUE_IDS.map((id) => ({
  id,
  find: FINDERS[id],
}));

export { rungOf, TECHNIQUE_IDS };
