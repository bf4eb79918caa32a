/**
 * @param {number} c capacity
 * @param {(string|number)[][]} commands ["put", key, value] or ["get", key]
 * @return {number[]} the answer of every get, in order
 */
function runCache(c, commands) {
  // Naive (wrong tie rule): among the least-used keys, evict the one that entered the cache first.
  const entries = new Map(); // key -> { value, uses, entered }
  let clock = 0;
  const answers = [];
  for (const [name, key, value] of commands) {
    const entry = entries.get(key);
    if (name === 'get') {
      if (!entry) {
        answers.push(-1);
        continue;
      }
      entry.uses++;
      answers.push(entry.value);
      continue;
    }
    if (entry) {
      entry.value = value;
      entry.uses++;
      continue;
    }
    if (entries.size === c) {
      let victim = -1;
      let best = null;
      for (const [k, e] of entries) {
        if (best === null || e.uses < best.uses || (e.uses === best.uses && e.entered < best.entered)) {
          best = e;
          victim = k;
        }
      }
      entries.delete(victim);
    }
    entries.set(key, { value, uses: 1, entered: clock++ });
  }
  return answers;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const c = Number(tokens[0]);
const q = Number(tokens[1]);
const commands = [];
for (let i = 0, p = 2; i < q; i++) {
  if (tokens[p] === 'put') {
    commands.push(['put', Number(tokens[p + 1]), Number(tokens[p + 2])]);
    p += 3;
  } else {
    commands.push(['get', Number(tokens[p + 1])]);
    p += 2;
  }
}
console.log(runCache(c, commands).join('\n'));
