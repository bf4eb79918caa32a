export default function generate() {
  const board = (m, n, note, extra = {}) => ({ input: `${m} ${n}\n`, note, ...extra });
  return [
    board(1, 1, 'a single cell: no tiling', { hidden: false }),
    board(1, 2, 'one domino', { hidden: false }),
    board(2, 1, 'one vertical domino'),
    board(1, 10, 'one row: a single tiling'),
    board(2, 10, 'two rows: Fibonacci numbers'),
    board(3, 8, 'three rows'),
    board(5, 6, 'five rows, six columns'),
    board(6, 6, 'six by six'),
    board(7, 7, 'odd area: zero'),
    board(8, 8, 'a chessboard: 12988816 tilings', { large: true }),
    board(8, 2000, 'the largest board', { large: true }),
    board(7, 1999, 'odd area on a large board: zero', { large: true }),
    board(6, 1500, 'six rows, many columns', { large: true }),
  ];
}
