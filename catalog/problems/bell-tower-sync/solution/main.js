/**
 * @param {number[]} periods period[i] of each bell
 * @param {number[]} offsets offset[i] of each bell (0 <= offset < period)
 * @return {number} the first minute t >= 0 at which every bell rings, or -1
 */
function firstSharedMinute(periods, offsets) {
  // The common minutes so far are exactly x, x + m, x + 2m, ... (0 <= x < m).
  let x = 0;
  let m = 1;
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i];
    const a = offsets[i];
    const g = gcd(m, p);
    const diff = a - (x % p); // need x + k*m = a (mod p); |diff| < p
    if (diff % g !== 0) return -1;
    const q = p / g; // k is determined modulo q
    // k = diff/g * inverse(m/g) mod q; every factor is below q <= 10^6, so products stay exact.
    const k = (((((diff / g) % q) + q) % q) * modInverse((m / g) % q, q)) % q;
    x += m * k;
    m *= q; // lcm(m, p) <= 10^15
  }
  return x;
}

function gcd(a, b) {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** Inverse of a modulo q (gcd(a, q) = 1) by the extended Euclidean algorithm; 0 when q = 1. */
function modInverse(a, q) {
  let [oldR, r] = [a, q];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const t = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - t * r];
    [oldS, s] = [s, oldS - t * s];
  }
  return ((oldS % q) + q) % q;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const periods = new Array(n);
const offsets = new Array(n);
for (let i = 0; i < n; i++) {
  periods[i] = data[1 + 2 * i];
  offsets[i] = data[2 + 2 * i];
}
console.log(String(firstSharedMinute(periods, offsets)));
