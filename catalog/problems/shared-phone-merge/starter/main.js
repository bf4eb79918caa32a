/**
 * @param {number[][]} cards the phone numbers written on each contact card
 * @return {number[]} [number of people after merging, most cards merged into one person]
 */
function mergeCards(cards) {
  // Write your code here.
  return [0, 0];
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const cards = [];
let pos = 1;
for (let i = 0; i < data[0]; i++) {
  const k = data[pos];
  cards.push(data.slice(pos + 1, pos + 1 + k));
  pos += 1 + k;
}
console.log(mergeCards(cards).join(' '));
