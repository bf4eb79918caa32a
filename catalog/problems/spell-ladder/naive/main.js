/**
 * @param {string} begin
 * @param {string} end
 * @param {string[]} words the spell book (distinct words, same length as begin)
 * @return {number} fewest one-letter changes from begin to end through book words, or -1
 */
function ladderLength(begin, end, words) {
  // Naive: BFS that compares each dequeued word with the whole spell book. O(n^2 * L).
  if (begin === end) return 0;
  const differsByOne = (a, b) => {
    let diff = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && ++diff > 1) return false;
    return diff === 1;
  };
  const dist = new Map([[begin, 0]]);
  const queue = [begin];
  for (let head = 0; head < queue.length; head++) {
    const w = queue[head];
    for (const x of words) {
      if (dist.has(x) || !differsByOne(w, x)) continue;
      if (x === end) return dist.get(w) + 1;
      dist.set(x, dist.get(w) + 1);
      queue.push(x);
    }
  }
  return -1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[2]);
console.log(String(ladderLength(tokens[0], tokens[1], tokens.slice(3, 3 + n))));
