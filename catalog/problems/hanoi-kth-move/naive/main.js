/**
 * @param {number} n number of discs (all start on peg A)
 * @param {number} k move number, 1 ≤ k ≤ 2^n - 1
 * @return {string} the k-th move as "disc from to"
 */
function kthMove(n, k) {
  // Naive: replay the shortest sequence move by move. O(k).
  // Disc 1 cycles A -> C -> B (n odd) or A -> B -> C (n even); between its moves,
  // the only legal move not involving disc 1 is made.
  const names = ['A', 'B', 'C'];
  const pegs = [[], [], []];
  for (let d = n; d >= 1; d--) pegs[0].push(d);
  const step = n % 2 === 1 ? 2 : 1;
  let small = 0;
  const top = (p) => (pegs[p].length ? pegs[p][pegs[p].length - 1] : Infinity);
  for (let move = 1; ; move++) {
    let from;
    let to;
    if (move % 2 === 1) {
      from = small;
      to = (small + step) % 3;
      small = to;
    } else {
      const a = (small + 1) % 3;
      const b = (small + 2) % 3;
      [from, to] = top(a) < top(b) ? [a, b] : [b, a];
    }
    const disc = pegs[from].pop();
    pegs[to].push(disc);
    if (move === k) return `${disc} ${names[from]} ${names[to]}`;
  }
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const out = [];
for (let i = 0; i < q; i++) out.push(kthMove(tokens[1 + 2 * i], tokens[2 + 2 * i]));
console.log(out.join('\n'));
