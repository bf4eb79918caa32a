/**
 * @param {string} number a non-negative integer in decimal
 * @return {number} its digital root (repeated digit sum down to one digit)
 */
function checkStamp(number) {
  // Write your code here.
  return 0;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const out = [];
for (let i = 1; i <= q; i++) out.push(String(checkStamp(lines[i].trim())));
console.log(out.join('\n'));
