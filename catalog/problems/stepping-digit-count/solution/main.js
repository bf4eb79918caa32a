// ways[m][d] = number of digit strings of length m starting with digit d whose neighbours differ by 1.
const WAYS = [new Array(10).fill(0), new Array(10).fill(1)];
for (let m = 2; m <= 16; m++) {
  WAYS.push(
    Array.from({ length: 10 }, (_, d) => (d > 0 ? WAYS[m - 1][d - 1] : 0) + (d < 9 ? WAYS[m - 1][d + 1] : 0)),
  );
}

/** Stepping numbers in [1, x] (0 for x = 0). */
function countUpTo(x) {
  if (x <= 0) return 0;
  const digits = String(x).split('').map(Number);
  const n = digits.length;
  let total = 0;
  // Shorter numbers: any stepping string without a leading zero.
  for (let m = 1; m < n; m++) for (let d = 1; d <= 9; d++) total += WAYS[m][d];
  // Same length: follow x's digits; at each position count the smaller choices, then go on.
  let prev = -1;
  for (let i = 0; i < n; i++) {
    const xd = digits[i];
    for (let c = i === 0 ? 1 : 0; c < xd; c++) {
      if (prev < 0 || Math.abs(c - prev) === 1) total += WAYS[n - i][c];
    }
    if (prev >= 0 && Math.abs(xd - prev) !== 1) return total;
    prev = xd;
  }
  return total + 1; // x itself is a stepping number
}

/**
 * @param {number} lo
 * @param {number} hi
 * @return {number} how many integers in [lo, hi] have neighbouring digits that differ by exactly 1
 */
function countStepping(lo, hi) {
  return countUpTo(hi) - countUpTo(lo - 1);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(String(countStepping(tokens[1 + 2 * i], tokens[2 + 2 * i])));
console.log(out.join('\n'));
