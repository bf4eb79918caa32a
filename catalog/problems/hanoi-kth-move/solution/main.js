/**
 * @param {number} n number of discs (up to 60)
 * @param {bigint} k the move to describe, 1 <= k <= 2^n - 1
 * @return {string} "d X Y": disc d moves from peg X to peg Y
 */
function kthMove(n, k) {
  let from = 'A';
  let to = 'C';
  let spare = 'B';
  // Transfer of discs 1..d: moves 1..2^(d-1)-1 move d-1 discs from -> spare,
  // move 2^(d-1) moves disc d from -> to, the rest move d-1 discs spare -> to.
  for (let d = n; d >= 1; d--) {
    const middle = 1n << BigInt(d - 1);
    if (k === middle) return `${d} ${from} ${to}`;
    if (k < middle) {
      [to, spare] = [spare, to];
    } else {
      k -= middle;
      [from, spare] = [spare, from];
    }
  }
  return ''; // unreachable for 1 <= k <= 2^n - 1
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) out.push(kthMove(Number(tokens[1 + 2 * i]), BigInt(tokens[2 + 2 * i])));
console.log(out.join('\n'));
