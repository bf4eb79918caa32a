/**
 * @param {string} serial the digits of the serial number
 * @param {number} k how many digits must be deleted
 * @return {string} the smallest number left, without leading zeros ("0" if nothing is left)
 */
function trimSerial(serial, k) {
  // Write your code here.
  return '';
}

const lines = require('node:fs').readFileSync(0, 'utf8').split('\n');
console.log(trimSerial(lines[0].trim(), Number(lines[1])));
