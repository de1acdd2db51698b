/**
 * The picker's puzzles, each a line of a file in static/puzzles (a test keeps them in step); the words
 * are getters, so they read in the page's current language.
 */
import { m } from './i18n/messages.ts';

export interface Preset {
  id: string;
  name: string;
  group: string;
  text: string;
  file?: string;
  line?: number;
  /** Asked before loading a puzzle that takes naive backtracking very long. */
  warning?: string;
  note?: string;
}

export const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

export const PRESETS: readonly Preset[] = [
  {
    id: 'classic',
    get name() {
      return m.preset_classic();
    },
    get group() {
      return m.preset_group_start();
    },
    text: CLASSIC,
    get note() {
      return m.preset_classic_note();
    },
  },
  {
    id: 'pe96-01',
    get name() {
      return m.preset_pe96({ grid: '01' });
    },
    get group() {
      return m.preset_group_pe96();
    },
    text: '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
    file: 'pe96.txt',
    line: 1,
  },
  {
    id: 'pe96-02',
    get name() {
      return m.preset_pe96({ grid: '02' });
    },
    get group() {
      return m.preset_group_pe96();
    },
    text: '200080300060070084030500209000105408000000000402706000301007040720040060004010003',
    file: 'pe96.txt',
    line: 2,
  },
  {
    id: 'pe96-06',
    get name() {
      return m.preset_pe96({ grid: '06' });
    },
    get group() {
      return m.preset_group_pe96();
    },
    text: '100920000524010000000000070050008102000000000402700090060000000000030945000071006',
    file: 'pe96.txt',
    line: 6,
  },
  {
    id: 'pe96-13',
    get name() {
      return m.preset_pe96({ grid: '13' });
    },
    get group() {
      return m.preset_group_pe96();
    },
    text: '300000000005009000200504000020000700160000058704310600000890100000067080000005437',
    file: 'pe96.txt',
    line: 13,
  },
  {
    id: 'pe96-49',
    get name() {
      return m.preset_pe96({ grid: '49' });
    },
    get group() {
      return m.preset_group_pe96();
    },
    text: '000003017015009008060000000100007000009000200000500004000000020500600340340200000',
    file: 'pe96.txt',
    line: 49,
  },
  {
    id: 'norvig-hardest',
    get name() {
      return m.preset_norvig_hardest();
    },
    get group() {
      return m.preset_group_hard();
    },
    text: '85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.',
    file: 'norvig_hardest.txt',
    line: 1,
  },
  {
    id: 'inkala-2012',
    get name() {
      return m.preset_inkala_2012();
    },
    get group() {
      return m.preset_group_hard();
    },
    text: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    file: 'famous_hard.txt',
    line: 4,
  },
  {
    id: 'ai-escargot',
    get name() {
      return m.preset_ai_escargot();
    },
    get group() {
      return m.preset_group_hard();
    },
    text: '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
    file: 'famous_hard.txt',
    line: 3,
  },
  {
    id: 'anti-brute-force',
    get name() {
      return m.preset_anti_brute();
    },
    get group() {
      return m.preset_group_hard();
    },
    text: '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9',
    file: 'famous_hard.txt',
    line: 1,
    get warning() {
      return m.preset_anti_brute_warning();
    },
  },
  {
    id: 'mrv-loses',
    get name() {
      return m.preset_mrv_loses();
    },
    get group() {
      return m.preset_group_surprises();
    },
    text: '.....6....59.....82....8....45........3........6..3.54...325..6..................',
    file: 'nonunique_or_unsolvable.txt',
    line: 1,
    get note() {
      return m.preset_mrv_loses_note();
    },
  },
  {
    id: '4x4-a',
    get name() {
      return m.preset_4x4({ givens: 8 });
    },
    get group() {
      return m.preset_group_4x4();
    },
    text: '.234...2.1.34..1',
    file: 'teaching_4x4.txt',
    line: 1,
  },
  {
    id: '4x4-b',
    get name() {
      return m.preset_4x4({ givens: 6 });
    },
    get group() {
      return m.preset_group_4x4();
    },
    text: '.14....2..3.4..1',
    file: 'teaching_4x4.txt',
    line: 2,
  },
  {
    id: '4x4-c',
    get name() {
      return m.preset_4x4({ givens: 5 });
    },
    get group() {
      return m.preset_group_4x4();
    },
    text: '..2.2..334......',
    file: 'teaching_4x4.txt',
    line: 3,
  },
  {
    id: '4x4-d',
    get name() {
      return m.preset_4x4({ givens: 4 });
    },
    get group() {
      return m.preset_group_4x4();
    },
    text: '...43...2......1',
    file: 'teaching_4x4.txt',
    line: 4,
  },
  {
    id: 'hexadoku',
    get name() {
      return m.preset_16x16();
    },
    group: '16×16',
    text: '.DF..5.2..3..7.B...2.93....B4.F.A93...6.4D.G1...876B..F....2..3C.F.....A..C8..B......3.8..B.DF.19...7.......5E..76.4D.G15..A9....G1.E.A..C876..DE...3C87.B4DF.1.3........G...2...B..F.15...9.....15..A9..8.6....2A93C..6..D...5E...6B..FG.....9...D.G15E2A..C..6',
    file: 'hexadoku_16x16.txt',
    line: 1,
  },
];

export function presetById(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
