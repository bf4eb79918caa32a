/**
 * @param {string} s the name
 * @param {string} p the rule, with '?' and '*' wildcards
 * @return {boolean} true when the whole rule matches the whole name
 */
function ruleFits(s, p) {
  const n = s.length;
  // prev[i]: the rule symbols handled so far match the first i characters of the name.
  let prev = new Array(n + 1).fill(false);
  prev[0] = true;
  for (const c of p) {
    const cur = new Array(n + 1).fill(false);
    if (c === '*') {
      // Either the star matches nothing (prev[i]) or it also covers character i - 1 (cur[i - 1]).
      cur[0] = prev[0];
      for (let i = 1; i <= n; i++) cur[i] = prev[i] || cur[i - 1];
    } else {
      for (let i = 1; i <= n; i++) cur[i] = prev[i - 1] && (c === '?' || c === s[i - 1]);
    }
    prev = cur;
  }
  return prev[n];
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(ruleFits(lines[0].trim(), (lines[1] ?? '').trim()) ? 'true' : 'false');
