/**
 * @param {number} n number of rooms, 0..n-1
 * @param {number[][]} corridors one-way corridors [from, to]
 * @return {number[]} in increasing order, the rooms from which every walk ends in an exit
 */
function safeRooms(n, corridors) {
  // Reverse Kahn: exits (no way out) are safe; a room becomes safe once every corridor leaving it
  // leads to a safe room. open[v] = corridors of v not yet known to lead somewhere safe.
  const back = Array.from({ length: n }, () => []);
  const open = new Int32Array(n);
  for (const [from, to] of corridors) {
    back[to].push(from);
    open[from]++;
  }
  const queue = [];
  for (let v = 0; v < n; v++) if (open[v] === 0) queue.push(v);
  for (let i = 0; i < queue.length; i++) {
    for (const u of back[queue[i]]) if (--open[u] === 0) queue.push(u);
  }
  return queue.sort((a, b) => a - b);
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const corridors = [];
for (let i = 0; i < m; i++) corridors.push([data[2 + 2 * i], data[3 + 2 * i]]);
const safe = safeRooms(n, corridors);
console.log(`${safe.length}\n${safe.join(' ')}`);
