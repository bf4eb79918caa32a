/**
 * @param {number} n number of discs (up to 60)
 * @param {bigint} k the move to describe, 1 <= k <= 2^n - 1
 * @return {string} "d X Y": disc d moves from peg X to peg Y
 */
function kthMove(n, k) {
  // Naive: play the moves in order (recursion depth n <= 60) until the k-th. O(k).
  let count = 0n;
  let answer = '';
  const play = (d, from, to, spare) => {
    if (d === 0 || answer) return;
    play(d - 1, from, spare, to);
    if (answer) return;
    count++;
    if (count === k) {
      answer = `${d} ${from} ${to}`;
      return;
    }
    play(d - 1, spare, to, from);
  };
  play(n, 'A', 'C', 'B');
  return answer;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) out.push(kthMove(Number(tokens[1 + 2 * i]), BigInt(tokens[2 + 2 * i])));
console.log(out.join('\n'));
