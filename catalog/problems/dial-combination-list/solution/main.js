/**
 * @param {number} n buttons 1..n
 * @param {number} k buttons per code
 * @return {number[][]} every k-subset of 1..n, increasing, in lexicographic order
 */
function allCodes(n, k) {
  const codes = [];
  const chosen = [];
  // Extend the partial code with a number >= from; recursion depth is at most k <= 20.
  const extend = (from) => {
    if (chosen.length === k) {
      codes.push([...chosen]);
      return;
    }
    const need = k - chosen.length;
    for (let x = from; x <= n - need + 1; x++) {
      chosen.push(x);
      extend(x + 1);
      chosen.pop(); // undo the choice and try the next number
    }
  };
  extend(1);
  return codes;
}

const [n, k] = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(
  allCodes(n, k)
    .map((code) => code.join(' '))
    .join('\n'),
);
