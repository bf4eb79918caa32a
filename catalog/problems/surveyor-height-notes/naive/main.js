/**
 * @param {number} n the number of survey points, 0..n-1
 * @param {Array<[string, number, number, number]>} lines ["N", a, b, d]: point b is d higher than point a; ["Q", a, b, 0]: how much higher is b than a?
 * @return {string[]} one answer per line: "ok" / "conflict" for a note, the difference or "unknown" for a question
 */
function readNotebook(n, lines) {
  // Naive: keep the accepted notes as a graph and search it from a for every line. O(n + q) per line.
  const adj = Array.from({ length: n }, () => []);
  /** height(b) - height(a) through accepted notes, or null when b cannot be reached from a. */
  const measure = (a, b) => {
    const height = new Map([[a, 0]]);
    const queue = [a];
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head];
      if (u === b) return height.get(u);
      for (const [v, w] of adj[u]) {
        if (!height.has(v)) {
          height.set(v, height.get(u) + w);
          queue.push(v);
        }
      }
    }
    return null;
  };
  const out = [];
  for (const [kind, a, b, d] of lines) {
    const known = measure(a, b);
    if (kind === 'Q') {
      out.push(known === null ? 'unknown' : String(known));
      continue;
    }
    if (known !== null) {
      out.push(known === d ? 'ok' : 'conflict');
      continue;
    }
    adj[a].push([b, d]);
    adj[b].push([a, -d]);
    out.push('ok');
  }
  return out;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const q = Number(tokens[1]);
const lines = [];
for (let i = 0, p = 2; i < q; i++) {
  const kind = tokens[p];
  const d = kind === 'N' ? Number(tokens[p + 3]) : 0;
  lines.push([kind, Number(tokens[p + 1]), Number(tokens[p + 2]), d]);
  p += kind === 'N' ? 4 : 3;
}
console.log(readNotebook(n, lines).join('\n'));
