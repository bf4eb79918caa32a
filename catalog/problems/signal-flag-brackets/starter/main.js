/**
 * @param {string} s the signaller's log
 * @return {boolean} whether the log is a valid signal
 */
function isValidSignal(s) {
  // Write your code here.
  return false;
}

const input = require('node:fs').readFileSync(0, 'utf8');
const s = input.split('\n')[0].trim();
console.log(isValidSignal(s) ? 'true' : 'false');
