/**
 * @param {number} n number of courses
 * @param {number[][]} rules [u, v]: u must be finished before v
 * @return {number[] | null} the smallest-label-first order, or null if impossible
 */
function unlockOrder(n, rules) {
  // Naive (wrong): Kahn's algorithm with a FIFO queue gives a valid order, not the smallest-first one.
  const adj = Array.from({ length: n }, () => []);
  const waiting = new Array(n).fill(0);
  for (const [u, v] of rules) {
    adj[u].push(v);
    waiting[v]++;
  }
  const queue = [];
  for (let c = 0; c < n; c++) if (waiting[c] === 0) queue.push(c);
  for (let head = 0; head < queue.length; head++) {
    for (const v of adj[queue[head]]) if (--waiting[v] === 0) queue.push(v);
  }
  return queue.length === n ? queue : null;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
const order = unlockOrder(n, rules);
console.log(order === null ? 'IMPOSSIBLE' : order.join(' '));
