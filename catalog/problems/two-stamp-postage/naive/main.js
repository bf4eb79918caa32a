/**
 * @param {bigint} a value of the first stamp
 * @param {bigint} b value of the second stamp
 * @param {bigint} c postage to pay exactly
 * @return {bigint} number of pairs x, y >= 0 with a·x + b·y = c
 */
function countWays(a, b, c) {
  // Naive: try every count of a-stamps. O(c / a) per query.
  const A = Number(a);
  const B = Number(b);
  const C = Number(c); // c <= 10^15 is exact as a number
  let ways = 0;
  for (let rest = C; rest >= 0; rest -= A) if (rest % B === 0) ways++;
  return BigInt(ways);
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const [a, b, c] = tokens.slice(1 + 3 * i, 4 + 3 * i).map(BigInt);
  out.push(String(countWays(a, b, c)));
}
console.log(out.join('\n'));
