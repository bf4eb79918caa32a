/**
 * @param {(string|number)[][]} commands ["set", key, value, t] or ["get", key, t]
 * @return {number[]} the answer of every get, in order
 */
function runStore(commands) {
  // Naive (wrong): lower bound instead of upper bound.
  // key -> { times, values }: the versions in write order, so times are sorted.
  const history = new Map();
  const answers = [];
  for (const command of commands) {
    const key = command[1];
    if (command[0] === 'set') {
      if (!history.has(key)) history.set(key, { times: [], values: [] });
      const h = history.get(key);
      h.values.push(command[2]);
      h.times.push(command[3]);
      continue;
    }
    const h = history.get(key);
    const t = command[2];
    if (!h) {
      answers.push(-1);
      continue;
    }
    // First index whose time is >= t, and the version before it.
    let lo = 0;
    let hi = h.times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (h.times[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    answers.push(lo === 0 ? -1 : h.values[lo - 1]);
  }
  return answers;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const q = Number(tokens[0]);
const commands = [];
for (let i = 0, p = 1; i < q; i++) {
  if (tokens[p] === 'set') {
    commands.push(['set', tokens[p + 1], Number(tokens[p + 2]), Number(tokens[p + 3])]);
    p += 4;
  } else {
    commands.push(['get', tokens[p + 1], Number(tokens[p + 2])]);
    p += 3;
  }
}
console.log(runStore(commands).join('\n'));
