/** How many givens a generated puzzle may have, both ends included: an option, and what a failure names. */
export interface GivensRange {
  min: number;
  max: number;
}
