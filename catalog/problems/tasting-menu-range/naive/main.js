/**
 * @param {number[][]} stations the serving times of each station, each list sorted
 * @return {number[]} the shortest window [a, b] holding one time of every station (smallest a on ties)
 */
function shortestWindow(stations) {
  // Naive: the pointer sweep, but the smallest pointed-to time is found by scanning all k stations.
  const k = stations.length;
  const pos = new Array(k).fill(0);
  let hi = -Infinity;
  for (const times of stations) hi = Math.max(hi, times[0]);
  let best = null;
  for (;;) {
    let s = 0;
    for (let i = 1; i < k; i++) if (stations[i][pos[i]] < stations[s][pos[s]]) s = i;
    const a = stations[s][pos[s]];
    if (best === null || hi - a < best[1] - best[0]) best = [a, hi];
    pos[s]++;
    if (pos[s] === stations[s].length) break;
    hi = Math.max(hi, stations[s][pos[s]]);
  }
  return best;
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
