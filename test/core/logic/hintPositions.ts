/**
 * Positions where the hint's easiest step is the named technique, from the candidates the board alone gives: each a
 * puzzle (17-clue set or top1465) after the logic algorithm's placements up to that point.
 */
export const HINT_POSITIONS = {
  'hidden-single': {
    puzzle: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
    board: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
    step: { technique: 'hidden-single', cells: [8], digits: [2], units: [17], placements: [{ cell: 8, digit: 2 }] },
  },
  'naked-pair': {
    puzzle: '.................1..2..3..4.......5......4.....3..678.....9.2...1.5.....64.1.....',
    board: '000001000000005001102603504061309452920054163453216789000490216219560340640132005',
    step: {
      technique: 'naked-pair',
      cells: [38, 74],
      digits: [7, 8],
      units: [11],
      eliminations: [
        { cell: 2, digit: 7 },
        { cell: 2, digit: 8 },
        { cell: 11, digit: 7 },
        { cell: 11, digit: 8 },
        { cell: 56, digit: 7 },
        { cell: 56, digit: 8 },
      ],
    },
  },
  'x-wing': {
    puzzle: '3..5..1...7.....8...8..4..66..4..9...3..6..5...7..1..48..1..3......2..6...2..9...',
    board: '300500100070000080008004006600400900030060050007001604800100300003020060002009000',
    step: {
      technique: 'x-wing',
      cells: [14, 17, 32, 35],
      digits: [3],
      units: [14, 17, 1, 3],
      eliminations: [
        { cell: 12, digit: 3 },
        { cell: 13, digit: 3 },
        { cell: 31, digit: 3 },
        { cell: 34, digit: 3 },
      ],
    },
  },
  'x-chain': {
    puzzle: '......8...7..9..1...3..7..51..6......5..2..4...8..9..74.....2...6..1..5......6..3',
    board: '000000870070090310003007005100600000050020040008009007400000200060010050000006003',
    step: { technique: 'x-chain', cells: [19, 21, 5, 41, 44, 62], digits: [1], eliminations: [{ cell: 55, digit: 1 }] },
  },
  'xy-chain': {
    puzzle: '...7.....12.....84....8.....945.....3....2..67....45........16.6.1..73.5....5...7',
    board: '000720000120635084000480000094563000315872496760914530000348169681297345000156827',
    step: {
      technique: 'xy-chain',
      cells: [11, 18, 54, 56],
      digits: [2, 5, 7, 9],
      eliminations: [{ cell: 20, digit: 7 }],
    },
  },
} as const;
