const MOD = 1_000_000_007;

/**
 * @param {number[]} yields
 * @return {number[]} for each i, the product of all other yields modulo 10^9 + 7
 */
function othersProduct(yields) {
  const n = yields.length;
  const out = new Array(n);
  // out[i] = product of yields[0..i) (the left part)
  let left = 1;
  for (let i = 0; i < n; i++) {
    out[i] = left;
    left = mulMod(left, yields[i] % MOD);
  }
  // multiply in the product of yields(i..n-1] (the right part), walking back
  let right = 1;
  for (let i = n - 1; i >= 0; i--) {
    out[i] = mulMod(out[i], right);
    right = mulMod(right, yields[i] % MOD);
  }
  return out;
}

/** (a * b) mod MOD for 0 <= a, b < MOD without losing precision (splits b into 16-bit halves). */
function mulMod(a, b) {
  return (((a * (b >>> 16)) % MOD) * 65536 + a * (b & 65535)) % MOD;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(othersProduct(data.slice(1, 1 + data[0])).join(' '));
