/**
 * @param {string} s the name
 * @param {string} p the rule, with '?' and '*' wildcards
 * @return {boolean} true when the whole rule matches the whole name
 */
function ruleFits(s, p) {
  // Write your code here.
  return false;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(ruleFits(lines[0].trim(), (lines[1] ?? '').trim()) ? 'true' : 'false');
