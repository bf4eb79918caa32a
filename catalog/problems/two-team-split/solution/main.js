/**
 * @param {number} n number of members
 * @param {number[][]} rivalries [u, v] pairs (undirected)
 * @return {boolean} true if the members can be split into two teams with no rivals together
 */
function canSplit(n, rivalries) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of rivalries) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const team = new Array(n).fill(-1); // -1 = not placed yet
  for (let s = 0; s < n; s++) {
    if (team[s] !== -1) continue;
    team[s] = 0; // a new group of connected rivals: the first member's team is free
    const queue = [s];
    for (let head = 0; head < queue.length; head++) {
      const x = queue[head];
      for (const y of adj[x]) {
        if (team[y] === -1) {
          team[y] = 1 - team[x];
          queue.push(y);
        } else if (team[y] === team[x]) {
          return false; // two rivals forced onto the same team
        }
      }
    }
  }
  return true;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rivalries = [];
for (let i = 0; i < m; i++) rivalries.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(String(canSplit(n, rivalries)));
