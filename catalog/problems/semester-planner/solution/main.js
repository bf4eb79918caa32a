/**
 * @param {number} n number of courses, 0..n-1
 * @param {number[][]} rules pairs [before, after]: course before must be passed in an earlier term
 * @return {number} the fewest terms to pass every course, or -1 if the rules form a loop
 */
function fewestTerms(n, rules) {
  const next = Array.from({ length: n }, () => []);
  const missing = new Array(n).fill(0); // prerequisites not yet passed
  for (const [before, after] of rules) {
    next[before].push(after);
    missing[after]++;
  }
  // Kahn's algorithm, one layer per term: a term takes every course whose prerequisites are done.
  let current = [];
  for (let v = 0; v < n; v++) if (missing[v] === 0) current.push(v);
  let terms = 0;
  let passed = 0;
  while (current.length > 0) {
    terms++;
    passed += current.length;
    const following = [];
    for (const v of current) {
      for (const w of next[v]) if (--missing[w] === 0) following.push(w);
    }
    current = following;
  }
  return passed === n ? terms : -1; // courses never freed sit on a loop
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const [n, m] = data;
const rules = [];
for (let i = 0; i < m; i++) rules.push([data[2 + 2 * i], data[3 + 2 * i]]);
console.log(fewestTerms(n, rules));
