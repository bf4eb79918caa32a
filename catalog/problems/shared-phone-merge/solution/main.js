/**
 * @param {number[][]} cards the phone numbers written on each contact card
 * @return {number[]} [number of people after merging, most cards merged into one person]
 */
function mergeCards(cards) {
  const n = cards.length;
  const parent = Array.from({ length: n }, (_, i) => i);
  const size = new Array(n).fill(1);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // path halving keeps the trees shallow
      x = parent[x];
    }
    return x;
  };
  let groups = n;
  const owner = new Map(); // phone number -> the first card that carried it
  for (let i = 0; i < n; i++) {
    for (const phone of cards[i]) {
      const first = owner.get(phone);
      if (first === undefined) {
        owner.set(phone, i);
        continue;
      }
      let a = find(first);
      let b = find(i);
      if (a === b) continue;
      if (size[a] < size[b]) [a, b] = [b, a]; // union by size
      parent[b] = a;
      size[a] += size[b];
      groups--;
    }
  }
  let largest = 0;
  for (let i = 0; i < n; i++) if (parent[i] === i && size[i] > largest) largest = size[i];
  return [groups, largest];
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
