/** A ring a feature draws over a board's cell: its colour, dashed or solid, and a name tests find it by. */
export interface CellRing {
  readonly cell: number;
  readonly colour: string;
  readonly dashed?: boolean;
  readonly name: string;
}
