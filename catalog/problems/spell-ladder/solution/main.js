/**
 * @param {string} begin
 * @param {string} end
 * @param {string[]} words the spell book (distinct words, same length as begin)
 * @return {number} fewest one-letter changes from begin to end through book words, or -1
 */
function ladderLength(begin, end, words) {
  if (begin === end) return 0;
  const L = begin.length;
  // bucket: pattern with one position blanked out -> words matching it
  const buckets = new Map();
  for (const w of words) {
    for (let p = 0; p < L; p++) {
      const key = `${w.slice(0, p)}_${w.slice(p + 1)}`;
      if (!buckets.has(key)) buckets.set(key, []);
      buckets.get(key).push(w);
    }
  }
  const dist = new Map([[begin, 0]]);
  const queue = [begin];
  for (let head = 0; head < queue.length; head++) {
    const w = queue[head];
    const d = dist.get(w);
    for (let p = 0; p < L; p++) {
      const key = `${w.slice(0, p)}_${w.slice(p + 1)}`;
      const bucket = buckets.get(key);
      if (bucket === undefined) continue;
      for (const x of bucket) {
        if (dist.has(x)) continue;
        if (x === end) return d + 1;
        dist.set(x, d + 1);
        queue.push(x);
      }
      buckets.delete(key); // every word in it is reached now; never scan it again
    }
  }
  return -1;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[2]);
console.log(String(ladderLength(tokens[0], tokens[1], tokens.slice(3, 3 + n))));
