/**
 * @param {number} n number of discs (all start on peg A)
 * @param {number} k move number, 1 ≤ k ≤ 2^n - 1
 * @return {string} the k-th move as "disc from to"
 */
function kthMove(n, k) {
  // Invariant: k is a move inside the shortest transfer of d discs from src to dst via spare.
  let src = 'A';
  let spare = 'B';
  let dst = 'C';
  for (let d = n; d >= 1; d--) {
    const half = 2 ** (d - 1);
    if (k === half) return `${d} ${src} ${dst}`;
    if (k < half) {
      // First half: the d - 1 smaller discs go from src to spare.
      [spare, dst] = [dst, spare];
    } else {
      // Second half: the d - 1 smaller discs go from spare to dst.
      k -= half;
      [src, spare] = [spare, src];
    }
  }
  return '';
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(kthMove(tokens[1 + 2 * i], tokens[2 + 2 * i]));
console.log(out.join('\n'));
