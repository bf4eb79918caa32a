/**
 * @param {string} s lowercase letters
 * @return {number} index of the first character occurring exactly once, or -1
 */
function firstSoloStamp(s) {
  const count = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) count[s.charCodeAt(i) - 97]++;
  for (let i = 0; i < s.length; i++) {
    if (count[s.charCodeAt(i) - 97] === 1) return i;
  }
  return -1;
}

const s = require('node:fs').readFileSync(0, 'utf8').split('\n')[0].trim();
console.log(String(firstSoloStamp(s)));
