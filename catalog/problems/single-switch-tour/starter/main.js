/**
 * @param {number} n number of switches
 * @return {number[]} the reflected tour of all 2^n settings, starting from 0
 */
function switchTour(n) {
  // Write your code here.
  return [];
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(switchTour(n).join(' '));
