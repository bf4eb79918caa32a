/**
 * @param {string} a the manifest label
 * @param {string} b the crate label
 * @return {boolean} true if b uses exactly the letters of a
 */
function isRearrangement(a, b) {
  if (a.length !== b.length) return false;
  const count = new Array(26).fill(0);
  for (let i = 0; i < a.length; i++) {
    count[a.charCodeAt(i) - 97]++;
    count[b.charCodeAt(i) - 97]--;
  }
  return count.every((c) => c === 0);
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(String(isRearrangement((lines[0] ?? '').trim(), (lines[1] ?? '').trim())));
