const MOD = 1000000007;

/** (x · y) mod MOD without leaving exact double range: split y into 16-bit halves. */
function mulMod(x, y) {
  return (((x * (y >>> 16)) % MOD) * 65536 + x * (y & 65535)) % MOD;
}

/** Product of two 2 × 2 matrices [p, q, r, s] (row-major) modulo MOD. */
function mul2(m1, m2) {
  const [p, q, r, s] = m1;
  const [w, x, y, z] = m2;
  return [
    (mulMod(p, w) + mulMod(q, y)) % MOD,
    (mulMod(p, x) + mulMod(q, z)) % MOD,
    (mulMod(r, w) + mulMod(s, y)) % MOD,
    (mulMod(r, x) + mulMod(s, z)) % MOD,
  ];
}

/**
 * @param {number} a weight of the previous season
 * @param {number} b weight of the season before that
 * @param {number} f0 count in season 0
 * @param {number} f1 count in season 1
 * @param {bigint} n the season to forecast (up to 10^18)
 * @return {number} f(n) mod 1e9+7
 */
function forecast(a, b, f0, f1, n) {
  // [[a, b], [1, 0]] maps (f(i+1), f(i)) to (f(i+2), f(i+1)); so M^n maps (f1, f0) to (f(n+1), f(n)).
  let result = [1, 0, 0, 1];
  let power = [a, b, 1, 0];
  for (let e = n; e > 0n; e >>= 1n) {
    if (e & 1n) result = mul2(result, power);
    power = mul2(power, power);
  }
  // f(n) is the second row of M^n applied to (f1, f0).
  return (mulMod(result[2], f1) + mulMod(result[3], f0)) % MOD;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const out = [];
for (let i = 0; i < q; i++) {
  const [a, b, f0, f1] = tokens.slice(1 + 5 * i, 5 + 5 * i).map(Number);
  out.push(String(forecast(a, b, f0, f1, BigInt(tokens[5 + 5 * i]))));
}
console.log(out.join('\n'));
