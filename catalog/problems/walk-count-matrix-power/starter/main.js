/**
 * @param {number} n number of rooms
 * @param {number[][]} corridors one-way corridors [u, v]
 * @param {bigint} k patrol length in minutes (up to 10^18)
 * @return {number[]} for each room t, patrols of length k from room 0 to t, mod 1e9+7
 */
function countPatrols(n, corridors, k) {
  // Write your code here.
  return [];
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const m = Number(tokens[1]);
const k = BigInt(tokens[2]);
const corridors = [];
for (let i = 0; i < m; i++) corridors.push([Number(tokens[3 + 2 * i]), Number(tokens[4 + 2 * i])]);
console.log(countPatrols(n, corridors, k).join(' '));
