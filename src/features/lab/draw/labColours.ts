/** One colour per run in the lab's distribution plot, in run order (strong hues apart on a projector). */
const LAB_COLOURS = ['#c2410c', '#7c3aed', '#0f766e', '#1d4ed8', '#be123c', '#4d7c0f', '#a16207', '#0e7490'];

/** Run r's colour (in the order of the lab's runs, or `--algo`'s). */
export const runColour = (r: number): string =>
  LAB_COLOURS[((r % LAB_COLOURS.length) + LAB_COLOURS.length) % LAB_COLOURS.length];
