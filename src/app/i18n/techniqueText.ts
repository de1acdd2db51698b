import { TECHNIQUE_IDS } from '../../core/logic/techniqueIds.ts';
import type { TechniqueId } from '../../core/logic/step.ts';
import { m } from './messages.ts';

/** Technique names by id: a technique added to the ladder does not compile without its words. */
const NAMES: Record<TechniqueId, () => string> = {
  'full-house': m.logic_technique_full_house,
  'hidden-single': m.logic_technique_hidden_single,
  'naked-single': m.logic_technique_naked_single,
  pointing: m.logic_technique_pointing,
  claiming: m.logic_technique_claiming,
  'naked-pair': m.logic_technique_naked_pair,
  'hidden-pair': m.logic_technique_hidden_pair,
  'naked-triple': m.logic_technique_naked_triple,
  'hidden-triple': m.logic_technique_hidden_triple,
  'naked-quad': m.logic_technique_naked_quad,
  'hidden-quad': m.logic_technique_hidden_quad,
  'x-wing': m.logic_technique_x_wing,
  swordfish: m.logic_technique_swordfish,
  jellyfish: m.logic_technique_jellyfish,
  'xy-wing': m.logic_technique_xy_wing,
  'xyz-wing': m.logic_technique_xyz_wing,
  'simple-colouring': m.logic_technique_simple_colouring,
  'x-chain': m.logic_technique_x_chain,
  'xy-chain': m.logic_technique_xy_chain,
};

/** A technique's name in the page's language. */
export const techniqueIdName = (id: TechniqueId): string => NAMES[id]();

/** The name of the technique at `rung` on the ladder; an unknown rung as "#rung". */
export const techniqueName = (rung: number): string => {
  const id = TECHNIQUE_IDS[rung] ?? `#${rung}`;
  return id in NAMES ? NAMES[id as TechniqueId]() : id;
};
