/** Extended Euclid: returns [g, s] with g = gcd(x, y) and s · x ≡ g (mod y). */
function extendedGcd(x, y) {
  let [oldR, r] = [x, y];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const qt = oldR / r;
    [oldR, r] = [r, oldR - qt * r];
    [oldS, s] = [s, oldS - qt * s];
  }
  return [oldR, oldS];
}

/**
 * @param {bigint} a value of the first stamp
 * @param {bigint} b value of the second stamp
 * @param {bigint} c postage to pay exactly
 * @return {bigint} number of pairs x, y >= 0 with a·x + b·y = c
 */
function countWays(a, b, c) {
  const [g, s] = extendedGcd(a, b);
  if (c % g !== 0n) return 0n;
  const a1 = a / g;
  const b1 = b / g;
  const c1 = c / g;
  // a1 and b1 are coprime; s is the inverse of a1 modulo b1, so x ≡ c1 · s (mod b1).
  const x0 = ((((c1 % b1) * (s % b1)) % b1) + b1) % b1; // smallest x >= 0
  if (a1 * x0 > c1) return 0n;
  // Solutions: x = x0 + t·b1 (t >= 0) while a1·x <= c1, i.e. y >= 0.
  return (c1 - a1 * x0) / (a1 * b1) + 1n;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const [a, b, c] = tokens.slice(1 + 3 * i, 4 + 3 * i).map(BigInt);
  out.push(String(countWays(a, b, c)));
}
console.log(out.join('\n'));
