/**
 * @param {number[]} digits most significant first
 * @return {number[]} the digits of the number plus one
 */
function plusOne(digits) {
  // Write your code here.
  return [];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const digits = data.slice(1, 1 + data[0]);
console.log(plusOne(digits).join(' '));
