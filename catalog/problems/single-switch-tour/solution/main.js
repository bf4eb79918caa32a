/**
 * @param {number} n number of switches
 * @return {number[]} the reflected tour of all 2^n settings, starting from 0
 */
function switchTour(n) {
  const size = 1 << n;
  const tour = new Array(size);
  // Setting number i of the reflected tour is i XOR (i >> 1).
  for (let i = 0; i < size; i++) tour[i] = i ^ (i >> 1);
  return tour;
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim());
console.log(switchTour(n).join(' '));
