/**
 * @param {number[]} jump jump[i] = longest forward jump from pad i
 * @return {number} fewest jumps from pad 0 to pad n - 1, or -1
 */
function fewestJumps(jump) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
console.log(String(fewestJumps(data.slice(1, 1 + data[0]))));
