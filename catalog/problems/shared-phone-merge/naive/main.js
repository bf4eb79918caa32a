/**
 * @param {number[][]} cards the phone numbers written on each contact card
 * @return {number[]} [number of people after merging, most cards merged into one person]
 */
function mergeCards(cards) {
  // Naive: explore one person at a time; for each card taken from the queue, compare it with
  // every card not yet reached to see whether they share a number. O(n^2 · k^2).
  const n = cards.length;
  const seen = new Array(n).fill(false);
  const shares = (a, b) => {
    for (const p of a) for (const q of b) if (p === q) return true;
    return false;
  };
  let groups = 0;
  let largest = 0;
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    groups++;
    seen[start] = true;
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head];
      for (let v = 0; v < n; v++) {
        if (!seen[v] && shares(cards[u], cards[v])) {
          seen[v] = true;
          queue.push(v);
        }
      }
    }
    largest = Math.max(largest, queue.length);
  }
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
