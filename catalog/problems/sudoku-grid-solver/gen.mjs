import { lines } from '../../lib/format.mjs';

const BOX = Array.from({ length: 81 }, (_, p) => 3 * Math.floor(p / 27) + Math.floor((p % 9) / 3));

/** Number of solutions of a grid (81 numbers, 0 = empty), counting at most `cap`. MRV with bitmasks. */
function countSolutions(grid, cap) {
  const cell = grid.slice();
  const rows = new Array(9).fill(0);
  const cols = new Array(9).fill(0);
  const boxes = new Array(9).fill(0);
  for (let p = 0; p < 81; p++) {
    if (cell[p] === 0) continue;
    const bit = 1 << (cell[p] - 1);
    if ((rows[Math.floor(p / 9)] | cols[p % 9] | boxes[BOX[p]]) & bit) return 0;
    rows[Math.floor(p / 9)] |= bit;
    cols[p % 9] |= bit;
    boxes[BOX[p]] |= bit;
  }
  let found = 0;
  const stack = [];
  const toggle = (p, bit) => {
    rows[Math.floor(p / 9)] ^= bit;
    cols[p % 9] ^= bit;
    boxes[BOX[p]] ^= bit;
  };
  for (;;) {
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let p = 0; p < 81; p++) {
      if (cell[p] !== 0) continue;
      const m = ~(rows[Math.floor(p / 9)] | cols[p % 9] | boxes[BOX[p]]) & 511;
      let c = 0;
      for (let x = m; x; x &= x - 1) c++;
      if (c < bestCount) {
        best = p;
        bestMask = m;
        bestCount = c;
      }
    }
    let frame;
    if (best === -1) {
      found++;
      if (found >= cap) return found;
      frame = { p: -1, cand: 0 };
    } else {
      frame = { p: best, cand: bestMask };
    }
    while (frame.cand === 0) {
      if (stack.length === 0) return found;
      frame = stack.pop();
      toggle(frame.p, 1 << (cell[frame.p] - 1));
      cell[frame.p] = 0;
    }
    const bit = frame.cand & -frame.cand;
    frame.cand ^= bit;
    toggle(frame.p, bit);
    cell[frame.p] = 32 - Math.clz32(bit);
    stack.push(frame);
  }
}

/** A random complete grid: the standard pattern with shuffled digits, rows, columns, bands and stacks. */
function fullGrid(rng) {
  const digits = rng.permutation(9, 1);
  const order = () => rng.permutation(3).flatMap((b) => rng.permutation(3).map((i) => 3 * b + i));
  const rs = order();
  const cs = order();
  const g = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const R = rs[r];
      const C = cs[c];
      g.push(digits[(3 * (R % 3) + Math.floor(R / 3) + C) % 9]);
    }
  }
  return g;
}

/** Removes clues in random order while the solution stays unique, down to at least `minClues`. */
function carve(rng, solution, minClues) {
  const g = solution.slice();
  let clues = 81;
  for (const p of rng.permutation(81)) {
    if (clues <= minClues) break;
    const keep = g[p];
    g[p] = 0;
    if (countSolutions(g, 2) === 1) clues--;
    else g[p] = keep;
  }
  return g;
}

/**
 * Relabels the digits so that the empty squares met first in reading order hold the largest digits
 * of the solution: a solver trying 1, 2, 3, ... there in that order backtracks the most.
 */
function adversarial(puzzle, solution) {
  const map = new Array(10).fill(0);
  let next = 9;
  for (let p = 0; p < 81; p++) {
    if (puzzle[p] === 0 && map[solution[p]] === 0) map[solution[p]] = next--;
  }
  for (let d = 1; d <= 9; d++) if (map[d] === 0) map[d] = next--;
  return puzzle.map((d) => (d === 0 ? 0 : map[d]));
}

/** Row order putting the emptiest band first and the emptiest rows of each band first (keeps validity). */
function emptyFirstOrder(puzzle) {
  const emptyIn = (r) => puzzle.slice(9 * r, 9 * r + 9).filter((d) => d === 0).length;
  const band = (b) => emptyIn(3 * b) + emptyIn(3 * b + 1) + emptyIn(3 * b + 2);
  const bands = [0, 1, 2].sort((a, b) => band(b) - band(a));
  return bands.flatMap((b) => [3 * b, 3 * b + 1, 3 * b + 2].sort((x, y) => emptyIn(y) - emptyIn(x)));
}

function makePuzzle(rng, minClues, hard) {
  const solution = fullGrid(rng);
  const puzzle = carve(rng, solution, minClues);
  if (!hard) return puzzle;
  const order = emptyFirstOrder(puzzle);
  const reorder = (g) => order.flatMap((r) => g.slice(9 * r, 9 * r + 9));
  return adversarial(reorder(puzzle), reorder(solution));
}

/** Digit tries of the reading-order solver (the naive one), stopping once `cap` is passed. */
function naiveSteps(puzzle, cap) {
  const g = puzzle.slice();
  const empties = [];
  for (let p = 0; p < 81; p++) if (g[p] === 0) empties.push(p);
  const fits = (p, d) => {
    const r = Math.floor(p / 9);
    const c = p % 9;
    for (let i = 0; i < 9; i++) if (g[9 * r + i] === d || g[9 * i + c] === d) return false;
    for (let i = 0; i < 9; i++)
      if (g[9 * (r - (r % 3) + Math.floor(i / 3)) + c - (c % 3) + (i % 3)] === d) return false;
    return true;
  };
  let k = 0;
  let steps = 0;
  while (k < empties.length && steps <= cap) {
    const p = empties[k];
    let d = g[p] + 1;
    g[p] = 0;
    for (; d <= 9 && !fits(p, d); d++) steps++;
    steps++;
    if (d <= 9) {
      g[p] = d;
      k++;
    } else {
      k--;
    }
  }
  return steps;
}

/** `count` hard puzzles: relabelled minimal puzzles on which the reading-order solver needs > `cap` tries. */
function hardPuzzles(rng, count, cap) {
  const out = [];
  while (out.length < count) {
    const p = makePuzzle(rng, 17, true);
    if (naiveSteps(p, cap) > cap) out.push(p);
  }
  return out;
}

const text = (puzzle) =>
  Array.from({ length: 9 }, (_, r) =>
    puzzle
      .slice(9 * r, 9 * r + 9)
      .map((d) => (d === 0 ? '.' : String(d)))
      .join(''),
  );

const test = (puzzles) => lines(String(puzzles.length), puzzles.map(text));

export default function generate(rng) {
  const solved = fullGrid(rng);
  const oneHole = solved.slice();
  oneHole[40] = 0;
  const rowHoles = solved.map((d, p) => (p < 9 ? 0 : d));
  return [
    { input: test([oneHole]), note: 'a single empty square', hidden: false, kind: 'edge' },
    { input: test([rowHoles]), note: 'the whole top row empty', hidden: false, kind: 'edge' },
    { input: test([solved]), note: 'already complete', kind: 'edge' },
    { input: test([makePuzzle(rng, 45, false), makePuzzle(rng, 40, false)]), note: 'two easy puzzles' },
    { input: test([makePuzzle(rng, 30, false)]), note: 'medium puzzle' },
    { input: test([makePuzzle(rng, 17, false)]), note: 'minimal puzzle' },
    {
      input: test(Array.from({ length: 3 }, () => makePuzzle(rng, 17, false))),
      note: 'three minimal puzzles',
    },
    { input: test([makePuzzle(rng, 17, true)]), note: 'minimal puzzle, relabelled against reading order' },
    { input: test(hardPuzzles(rng, 1, 200000)), note: 'one hard puzzle' },
    { input: test(hardPuzzles(rng, 30, 2000000)), note: 'maximum t: thirty hard puzzles', large: true },
    {
      input: test(Array.from({ length: 30 }, () => makePuzzle(rng, 17, true))),
      note: 'maximum t: thirty relabelled puzzles',
      large: true,
    },
  ];
}
