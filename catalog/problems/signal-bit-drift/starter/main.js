/**
 * @param {number} sent the word as it was sent
 * @param {number} received the word as it arrived
 * @return {number} the number of bit positions in which they differ
 */
function bitDrift(sent, received) {
  // Write your code here.
  return 0;
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const q = data[0];
const out = [];
for (let i = 0; i < q; i++) out.push(bitDrift(data[1 + 2 * i], data[2 + 2 * i]));
console.log(out.join('\n'));
