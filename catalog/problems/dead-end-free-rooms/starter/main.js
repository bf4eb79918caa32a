/**
 * @param {number} n number of rooms, 0..n-1
 * @param {number[][]} corridors one-way corridors [from, to]
 * @return {number[]} in increasing order, the rooms from which every walk ends in an exit
 */
function safeRooms(n, corridors) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const corridors = [];
for (let i = 0; i < m; i++) corridors.push([data[2 + 2 * i], data[3 + 2 * i]]);
const safe = safeRooms(n, corridors);
console.log(`${safe.length}\n${safe.join(' ')}`);
