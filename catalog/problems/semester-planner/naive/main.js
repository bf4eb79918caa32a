/**
 * @param {number} n number of courses, 0..n-1
 * @param {number[][]} rules pairs [before, after]: course before must be passed in an earlier term
 * @return {number} the fewest terms to pass every course, or -1 if the rules form a loop
 */
function fewestTerms(n, rules) {
  // Naive: detect a loop with Kahn's algorithm, then measure the longest chain of prerequisites by
  // walking every path from every course without remembering results: exponential on layered plans.
  const next = Array.from({ length: n }, () => []);
  const missing = new Array(n).fill(0);
  for (const [before, after] of rules) {
    next[before].push(after);
    missing[after]++;
  }
  const queue = [];
  for (let v = 0; v < n; v++) if (missing[v] === 0) queue.push(v);
  for (let i = 0; i < queue.length; i++) {
    for (const w of next[queue[i]]) if (--missing[w] === 0) queue.push(w);
  }
  if (queue.length < n) return -1;
  let longest = 0;
  for (let start = 0; start < n; start++) {
    const stack = [[start, 1]];
    while (stack.length > 0) {
      const [v, depth] = stack.pop();
      if (depth > longest) longest = depth;
      for (const w of next[v]) stack.push([w, depth + 1]);
    }
  }
  return longest;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(fewestTerms(n, rules));
