/**
 * @param {string} serial the digits of the serial number
 * @param {number} k how many digits must be deleted
 * @return {string} the smallest number left, without leading zeros ("0" if nothing is left)
 */
function trimSerial(serial, k) {
  // Naive: k times, rescan from the front for the first digit bigger than its successor. O(n·k).
  const digits = serial.split('');
  for (let r = 0; r < k; r++) {
    let i = 0;
    while (i + 1 < digits.length && digits[i] <= digits[i + 1]) i++;
    digits.splice(i, 1);
  }
  let start = 0;
  while (start < digits.length && digits[start] === '0') start++;
  return start === digits.length ? '0' : digits.slice(start).join('');
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(trimSerial(lines[0].trim(), Number(lines[1])));
