/** One colour per board, in board order: the same as the placement chart's lines (PlacementChart.svelte). */
export const RUN_COLOURS = ['#c2410c', '#7c3aed', '#0f766e', '#1d4ed8'] as const;
