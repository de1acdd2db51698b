import type { TechniqueId } from './step.ts';

/** The ladder's order, easiest first, apart from the finders so that naming a step does not load them. */
export const TECHNIQUE_IDS: readonly TechniqueId[] = [
  'full-house',
  'hidden-single',
  'naked-single',
  'pointing',
  'claiming',
  'naked-pair',
  'hidden-pair',
  'naked-triple',
  'hidden-triple',
  'naked-quad',
  'hidden-quad',
  'x-wing',
  'swordfish',
  'jellyfish',
  'xy-wing',
  'xyz-wing',
  'simple-colouring',
  'x-chain',
  'xy-chain',
];

/** A technique's rung on the ladder, 0 for the easiest. */
export const rungOf = (id: TechniqueId): number => TECHNIQUE_IDS.indexOf(id);
