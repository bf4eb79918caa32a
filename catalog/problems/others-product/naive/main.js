const MOD = 1_000_000_007;

/**
 * @param {number[]} yields
 * @return {number[]} for each i, the product of all other yields modulo 10^9 + 7
 */
function othersProduct(yields) {
  // Naive: multiply all the other yields for every field. O(n^2).
  const n = yields.length;
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    let p = 1;
    for (let j = 0; j < n; j++) if (j !== i) p = mulMod(p, yields[j] % MOD);
    out[i] = p;
  }
  return out;
}

/** (a * b) mod MOD for 0 <= a, b < MOD without losing precision (splits b into 16-bit halves). */
function mulMod(a, b) {
  return (((a * (b >>> 16)) % MOD) * 65536 + a * (b & 65535)) % MOD;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(othersProduct(data.slice(1, 1 + data[0])).join(' '));
