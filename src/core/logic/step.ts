/** One digit in one cell: a placement, or a candidate a step removes. */
export interface CellDigit {
  readonly cell: number;
  readonly digit: number;
}

export type TechniqueId =
  | 'full-house'
  | 'hidden-single'
  | 'naked-single'
  | 'pointing'
  | 'claiming'
  | 'naked-pair'
  | 'hidden-pair'
  | 'naked-triple'
  | 'hidden-triple'
  | 'naked-quad'
  | 'hidden-quad'
  | 'x-wing'
  | 'swordfish'
  | 'jellyfish'
  | 'xy-wing'
  | 'xyz-wing'
  | 'simple-colouring'
  | 'x-chain'
  | 'xy-chain';

/** What a technique found: its pattern (cells, digits and the units it lives in) and what it changes. */
export interface Step {
  readonly technique: TechniqueId;
  readonly cells: readonly number[];
  readonly digits: readonly number[];
  /** Unit indices as in Geometry.units (rows, then columns, then boxes). */
  readonly units: readonly number[];
  readonly eliminations: readonly CellDigit[];
  readonly placements: readonly CellDigit[];
  /** Simple colouring's two colours, each sorted; one of them holds the digit in every cell. */
  readonly colours?: readonly [readonly number[], readonly number[]];
}
