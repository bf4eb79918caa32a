const MOD = 1000000007;

/** (a · b) mod MOD without leaving exact double range: split b into 16-bit halves. */
function mulMod(a, b) {
  return (((a * (b >>> 16)) % MOD) * 65536 + a * (b & 65535)) % MOD;
}

function powMod(base, exp) {
  let result = 1;
  let b = base % MOD;
  while (exp > 0) {
    if (exp & 1) result = mulMod(result, b);
    b = mulMod(b, b);
    exp >>>= 1;
  }
  return result;
}

/**
 * @param {number[][]} queries pairs [n, r]
 * @return {number[]} C(n, r) mod 1e9+7 for every query, in order
 */
function countChoices(queries) {
  let top = 0;
  for (const [n] of queries) top = Math.max(top, n);
  // fact[i] = i! and invFact[i] = (i!)^(-1), both mod MOD.
  const fact = new Array(top + 1);
  fact[0] = 1;
  for (let i = 1; i <= top; i++) fact[i] = mulMod(fact[i - 1], i);
  const invFact = new Array(top + 1);
  invFact[top] = powMod(fact[top], MOD - 2); // Fermat: x^(p-2) is x^(-1)
  for (let i = top; i > 0; i--) invFact[i - 1] = mulMod(invFact[i], i);
  return queries.map(([n, r]) => (r > n ? 0 : mulMod(mulMod(fact[n], invFact[r]), invFact[n - r])));
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = tokens[0];
const queries = [];
for (let i = 0; i < q; i++) queries.push([tokens[1 + 2 * i], tokens[2 + 2 * i]]);
console.log(countChoices(queries).join('\n'));
