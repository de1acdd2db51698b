import type { RatedTechnique } from '../../core/logic/seScale.ts';
import type { Words } from './english.ts';

/** Each rated technique's message: a technique added to the rating does not compile without its words. */
const KEYS = {
  'full-house': 'logic_technique_full_house',
  'hidden-single': 'logic_technique_hidden_single',
  'direct-pointing': 'logic_technique_direct_pointing',
  'direct-claiming': 'logic_technique_direct_claiming',
  'direct-hidden-pair': 'logic_technique_direct_hidden_pair',
  'naked-single': 'logic_technique_naked_single',
  'direct-hidden-triple': 'logic_technique_direct_hidden_triple',
  pointing: 'logic_technique_pointing',
  claiming: 'logic_technique_claiming',
  'naked-pair': 'logic_technique_naked_pair',
  'x-wing': 'logic_technique_x_wing',
  'hidden-pair': 'logic_technique_hidden_pair',
  'naked-triple': 'logic_technique_naked_triple',
  swordfish: 'logic_technique_swordfish',
  'hidden-triple': 'logic_technique_hidden_triple',
  'xy-wing': 'logic_technique_xy_wing',
  'xyz-wing': 'logic_technique_xyz_wing',
  'naked-quad': 'logic_technique_naked_quad',
  jellyfish: 'logic_technique_jellyfish',
  'hidden-quad': 'logic_technique_hidden_quad',
  'x-chain': 'logic_technique_x_chain',
  'xy-chain': 'logic_technique_xy_chain',
} as const satisfies Record<RatedTechnique, keyof Words>;

/** The words a rated technique is named with: the page's `m`, or the CLI's English table. */
export type TechniqueWords = Pick<Words, (typeof KEYS)[RatedTechnique]>;

/** "X-wing" / "X 翼", never the id the CLI's columns and links keep. */
export const ratedTechniqueName = (id: RatedTechnique, w: TechniqueWords): string => w[KEYS[id]]();
