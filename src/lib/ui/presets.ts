/**
 * The puzzles offered in the picker. Each string is a line of a file in `static/puzzles/` (named in
 * `file`, line `line`), where the README says where it came from; a test keeps the two in step.
 * Imported statically, so the first view needs no fetch.
 */
export interface Preset {
  id: string;
  name: string;
  group: string;
  text: string;
  /** Where the text is stored in static/puzzles, 1-based line. */
  file?: string;
  line?: number;
  /** Shown before loading: for puzzles that take naive backtracking a very long time. */
  warning?: string;
  note?: string;
}

export const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

export const PRESETS: readonly Preset[] = [
  {
    id: 'classic',
    name: 'Classic (Wikipedia)',
    group: 'Start here',
    text: CLASSIC,
    note: "The example puzzle of Wikipedia's Sudoku article.",
  },
  {
    id: 'pe96-01',
    name: 'Project Euler 96, Grid 01',
    group: 'Project Euler 96',
    text: '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
    file: 'pe96.txt',
    line: 1,
  },
  {
    id: 'pe96-02',
    name: 'Project Euler 96, Grid 02',
    group: 'Project Euler 96',
    text: '200080300060070084030500209000105408000000000402706000301007040720040060004010003',
    file: 'pe96.txt',
    line: 2,
  },
  {
    id: 'pe96-06',
    name: 'Project Euler 96, Grid 06',
    group: 'Project Euler 96',
    text: '100920000524010000000000070050008102000000000402700090060000000000030945000071006',
    file: 'pe96.txt',
    line: 6,
  },
  {
    id: 'pe96-13',
    name: 'Project Euler 96, Grid 13',
    group: 'Project Euler 96',
    text: '300000000005009000200504000020000700160000058704310600000890100000067080000005437',
    file: 'pe96.txt',
    line: 13,
  },
  {
    id: 'pe96-49',
    name: 'Project Euler 96, Grid 49',
    group: 'Project Euler 96',
    text: '000003017015009008060000000100007000009000200000500004000000020500600340340200000',
    file: 'pe96.txt',
    line: 49,
  },
  {
    id: 'norvig-hardest',
    name: "Norvig's hardest (hardest.txt #1)",
    group: 'Hard',
    text: '85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.',
    file: 'norvig_hardest.txt',
    line: 1,
  },
  {
    id: 'inkala-2012',
    name: 'Inkala 2012 "Everest"',
    group: 'Hard',
    text: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    file: 'famous_hard.txt',
    line: 4,
  },
  {
    id: 'ai-escargot',
    name: 'AI Escargot (Inkala 2006)',
    group: 'Hard',
    text: '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
    file: 'famous_hard.txt',
    line: 3,
  },
  {
    id: 'anti-brute-force',
    name: 'Built against brute force (Wikipedia)',
    group: 'Hard',
    text: '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9',
    file: 'famous_hard.txt',
    line: 1,
    warning:
      'Naive backtracking needs about 7×10⁸ events on this puzzle: minutes even at full speed. MRV takes about 45,000 placements.',
  },
  {
    id: 'mrv-loses',
    name: "Norvig's hard1: MRV loses",
    group: 'Surprises',
    text: '.....6....59.....82....8....45........3........6..3.54...325..6..................',
    file: 'nonunique_or_unsolvable.txt',
    line: 1,
    note: 'Has many solutions; without propagation MRV places about 13× more digits than naive before the first.',
  },
  {
    id: '4x4-a',
    name: '4×4 teaching, 8 givens',
    group: '4×4 teaching',
    text: '.234...2.1.34..1',
    file: 'teaching_4x4.txt',
    line: 1,
  },
  {
    id: '4x4-b',
    name: '4×4 teaching, 6 givens',
    group: '4×4 teaching',
    text: '.14....2..3.4..1',
    file: 'teaching_4x4.txt',
    line: 2,
  },
  {
    id: '4x4-c',
    name: '4×4 teaching, 5 givens',
    group: '4×4 teaching',
    text: '..2.2..334......',
    file: 'teaching_4x4.txt',
    line: 3,
  },
  {
    id: '4x4-d',
    name: '4×4 teaching, 4 givens',
    group: '4×4 teaching',
    text: '...43...2......1',
    file: 'teaching_4x4.txt',
    line: 4,
  },
  {
    id: 'hexadoku',
    name: '16×16 (109 givens)',
    group: '16×16',
    text: '.DF..5.2..3..7.B...2.93....B4.F.A93...6.4D.G1...876B..F....2..3C.F.....A..C8..B......3.8..B.DF.19...7.......5E..76.4D.G15..A9....G1.E.A..C876..DE...3C87.B4DF.1.3........G...2...B..F.15...9.....15..A9..8.6....2A93C..6..D...5E...6B..FG.....9...D.G15E2A..C..6',
    file: 'hexadoku_16x16.txt',
    line: 1,
  },
];

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
