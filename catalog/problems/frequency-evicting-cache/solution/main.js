/**
 * @param {number} c capacity
 * @param {(string|number)[][]} commands ["put", key, value] or ["get", key]
 * @return {number[]} the answer of every get, in order
 */
function runCache(c, commands) {
  const entries = new Map(); // key -> { value, uses }
  // uses -> keys with that many uses, oldest last use first (a Map keeps insertion order).
  const byUses = new Map();
  let minUses = 0;
  const touch = (key, entry) => {
    const group = byUses.get(entry.uses);
    group.delete(key);
    if (group.size === 0) {
      byUses.delete(entry.uses);
      if (minUses === entry.uses) minUses++;
    }
    entry.uses++;
    if (!byUses.has(entry.uses)) byUses.set(entry.uses, new Map());
    byUses.get(entry.uses).set(key, true);
  };
  const answers = [];
  for (const [name, key, value] of commands) {
    const entry = entries.get(key);
    if (name === 'get') {
      if (!entry) {
        answers.push(-1);
        continue;
      }
      touch(key, entry);
      answers.push(entry.value);
      continue;
    }
    if (entry) {
      entry.value = value;
      touch(key, entry);
      continue;
    }
    if (entries.size === c) {
      // Fewest uses, and among those the one used longest ago.
      const group = byUses.get(minUses);
      const victim = group.keys().next().value;
      group.delete(victim);
      if (group.size === 0) byUses.delete(minUses);
      entries.delete(victim);
    }
    entries.set(key, { value, uses: 1 });
    if (!byUses.has(1)) byUses.set(1, new Map());
    byUses.get(1).set(key, true);
    minUses = 1;
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
