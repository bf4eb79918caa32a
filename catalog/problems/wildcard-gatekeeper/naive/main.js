/**
 * @param {string} s the name
 * @param {string} p the rule, with '?' and '*' wildcards
 * @return {boolean} true when the whole rule matches the whole name
 */
function ruleFits(s, p) {
  // Naive: plain recursion; every star tries every length, nothing is remembered. Exponential.
  const go = (i, j) => {
    if (j === p.length) return i === s.length;
    if (p[j] === '*') return go(i, j + 1) || (i < s.length && go(i + 1, j));
    return i < s.length && (p[j] === '?' || p[j] === s[i]) && go(i + 1, j + 1);
  };
  return go(0, 0);
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(ruleFits(lines[0].trim(), (lines[1] ?? '').trim()) ? 'true' : 'false');
