const MOD = 1000000007;

/** (a · b) mod MOD without leaving exact double range: split b into 16-bit halves. */
function mulMod(a, b) {
  return (((a * (b >>> 16)) % MOD) * 65536 + a * (b & 65535)) % MOD;
}

/** Product of a (rows × n) and an (n × n) matrix modulo MOD. */
function matMul(A, B) {
  const n = B.length;
  const C = Array.from({ length: A.length }, () => new Array(n).fill(0));
  for (let i = 0; i < A.length; i++) {
    for (let l = 0; l < n; l++) {
      const a = A[i][l];
      if (a === 0) continue;
      const Bl = B[l];
      const Ci = C[i];
      for (let j = 0; j < n; j++) Ci[j] = (Ci[j] + mulMod(a, Bl[j])) % MOD;
    }
  }
  return C;
}

/**
 * @param {number} n number of rooms
 * @param {number[][]} corridors one-way corridors [u, v]
 * @param {bigint} k patrol length in minutes (up to 10^18)
 * @return {number[]} for each room t, patrols of length k from room 0 to t, mod 1e9+7
 */
function countPatrols(n, corridors, k) {
  // A[u][v] = number of corridors u -> v; row 0 of A^k holds the answer.
  let power = Array.from({ length: n }, () => new Array(n).fill(0));
  for (const [u, v] of corridors) power[u][v] += 1;
  // ways = row 0 of A^(bits of k consumed so far), kept as a 1 × n matrix.
  let ways = [new Array(n).fill(0)];
  ways[0][0] = 1;
  for (let e = k; e > 0n; e >>= 1n) {
    if (e & 1n) ways = matMul(ways, power);
    if (e > 1n) power = matMul(power, power);
  }
  return ways[0];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const m = Number(tokens[1]);
const k = BigInt(tokens[2]);
const corridors = [];
for (let i = 0; i < m; i++) corridors.push([Number(tokens[3 + 2 * i]), Number(tokens[4 + 2 * i])]);
console.log(countPatrols(n, corridors, k).join(' '));
