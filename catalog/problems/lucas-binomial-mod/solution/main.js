let tableFor = 0;
let fact = [];
let invFact = [];

function powMod(base, exp, p) {
  let result = 1;
  let b = base % p;
  while (exp > 0) {
    if (exp & 1) result = (result * b) % p; // values < 10^5, products < 10^10: exact
    b = (b * b) % p;
    exp >>>= 1;
  }
  return result;
}

/** Factorials and inverse factorials modulo p for 0..p-1 (built once per prime). */
function buildTables(p) {
  tableFor = p;
  fact = new Array(p);
  fact[0] = 1;
  for (let i = 1; i < p; i++) fact[i] = (fact[i - 1] * i) % p;
  invFact = new Array(p);
  invFact[p - 1] = powMod(fact[p - 1], p - 2, p);
  for (let i = p - 1; i > 0; i--) invFact[i - 1] = (invFact[i] * i) % p;
}

/**
 * @param {bigint} n deck size
 * @param {bigint} r hand size
 * @param {number} p a prime, at most 10^5
 * @return {number} C(n, r) mod p
 */
function binomialModPrime(n, r, p) {
  if (tableFor !== p) buildTables(p);
  const P = BigInt(p);
  let result = 1;
  // Lucas: multiply C(n_i, r_i) over the base-p digits of n and r.
  while (r > 0n) {
    const ni = Number(n % P);
    const ri = Number(r % P);
    if (ri > ni) return 0; // also covers r > n: some digit of r exceeds n's
    result = (((result * fact[ni]) % p) * ((invFact[ri] * invFact[ni - ri]) % p)) % p;
    n /= P;
    r /= P;
  }
  return result;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const p = Number(tokens[1]);
const out = [];
for (let i = 0; i < q; i++) {
  out.push(String(binomialModPrime(BigInt(tokens[2 + 2 * i]), BigInt(tokens[3 + 2 * i]), p)));
}
console.log(out.join('\n'));
