/**
 * @param {string} number a non-negative integer in decimal
 * @return {number} its digital root (repeated digit sum down to one digit)
 */
function checkStamp(number) {
  // A number and its digit sum agree modulo 9.
  let rem = 0;
  for (let i = 0; i < number.length; i++) rem = (rem + number.charCodeAt(i) - 48) % 9;
  if (number === '0') return 0;
  return rem === 0 ? 9 : rem;
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
const q = Number(lines[0]);
const out = [];
for (let i = 1; i <= q; i++) out.push(String(checkStamp(lines[i].trim())));
console.log(out.join('\n'));
