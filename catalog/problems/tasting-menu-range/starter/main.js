/**
 * @param {number[][]} stations the serving times of each station, each list sorted
 * @return {number[]} the shortest window [a, b] holding one time of every station (smallest a on ties)
 */
function shortestWindow(stations) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const k = data[0];
const stations = [];
let p = 1;
for (let i = 0; i < k; i++) {
  const m = data[p++];
  stations.push(data.slice(p, p + m));
  p += m;
}
console.log(shortestWindow(stations).join(' '));
