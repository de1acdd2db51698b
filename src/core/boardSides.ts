/** The side of a board: 4, 9 or 16 cells. */
export type Side = 4 | 9 | 16;

export const SIDES: readonly Side[] = [4, 9, 16];

export const BOX_OF_SIDE = { 4: 2, 9: 3, 16: 4 } as const;
