// Deterministic pseudo-random numbers for test generators.
// Same seed -> same sequence, on every machine and Node version (pure 32-bit integer arithmetic).

/** Hashes a string (or number) to a 32-bit seed (cyrb53, truncated). */
export function hashSeed(value) {
  const str = String(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Seeded PRNG (sfc32 seeded through splitmix32) with helpers for random test data. */
export class Rng {
  constructor(seed) {
    let s = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
    const split = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = split();
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** Uniform unsigned 32-bit integer. */
  u32() {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform float in [0, 1) with 53 random bits. */
  next() {
    return ((this.u32() >>> 5) * 67108864 + (this.u32() >>> 6)) / 9007199254740992;
  }

  /** Uniform integer in [lo, hi] (inclusive; safe for any span up to 2^53). */
  int(lo, hi) {
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi) || hi < lo) {
      throw new Error(`Rng.int: bad range [${lo}, ${hi}]`);
    }
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** true with probability p. */
  bool(p = 0.5) {
    return this.next() < p;
  }

  /** A random element of a non-empty array. */
  pick(arr) {
    return arr[this.int(0, arr.length - 1)];
  }

  /** Shuffles in place (Fisher-Yates) and returns the array. */
  shuffle(arr) {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = arr[i];
      arr[i] = arr[j];
      arr[j] = t;
    }
    return arr;
  }

  /** n integers, each uniform in [lo, hi]. */
  array(n, lo, hi) {
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = this.int(lo, hi);
    return out;
  }

  /** n distinct integers from [lo, hi], in random order. */
  distinct(n, lo, hi) {
    const span = hi - lo + 1;
    if (n > span) throw new Error(`Rng.distinct: cannot pick ${n} distinct values from ${span}`);
    if (n * 2 > span) {
      const all = [];
      for (let v = lo; v <= hi; v++) all.push(v);
      return this.shuffle(all).slice(0, n);
    }
    const seen = new Set();
    const out = [];
    while (out.length < n) {
      const v = this.int(lo, hi);
      if (!seen.has(v)) {
        seen.add(v);
        out.push(v);
      }
    }
    return out;
  }

  /** A random permutation of 0..n-1 (or of base..base+n-1). */
  permutation(n, base = 0) {
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = base + i;
    return this.shuffle(out);
  }

  /** A string of length n over the given alphabet (a string of allowed characters). */
  string(n, alphabet = 'abcdefghijklmnopqrstuvwxyz') {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }

  /**
   * A random tree on n vertices (0-indexed) as an edge list [[u, v], ...].
   * shape: 'random' (random recursive tree), 'path' (a long chain, relabelled), 'star', 'deep' (parent chosen near i).
   */
  treeEdges(n, shape = 'random') {
    const label = this.permutation(n);
    const edges = [];
    for (let i = 1; i < n; i++) {
      let p;
      if (shape === 'path') p = i - 1;
      else if (shape === 'star') p = 0;
      else if (shape === 'deep') p = this.int(Math.max(0, i - 3), i - 1);
      else p = this.int(0, i - 1);
      edges.push(this.bool() ? [label[p], label[i]] : [label[i], label[p]]);
    }
    return this.shuffle(edges);
  }

  /**
   * A random binary tree with n nodes, as a level-order token array (see lib/format.mjs),
   * values from valueFn(i). shape: 'random', 'left' (left chain), 'right', 'complete', 'zigzag'.
   */
  binaryTree(n, valueFn = () => this.int(-1000, 1000), shape = 'random') {
    if (n === 0) return [];
    const nodes = [{ val: valueFn(0), left: null, right: null }];
    for (let i = 1; i < n; i++) {
      const node = { val: valueFn(i), left: null, right: null };
      if (shape === 'complete') {
        const parent = nodes[(i - 1) >> 1];
        if (i % 2 === 1) parent.left = node;
        else parent.right = node;
      } else if (shape === 'left' || shape === 'right' || shape === 'zigzag') {
        const parent = nodes[i - 1];
        const goLeft = shape === 'left' || (shape === 'zigzag' && i % 2 === 1);
        if (goLeft) parent.left = node;
        else parent.right = node;
      } else {
        // random: walk down from the root until a free slot is found
        let cur = nodes[0];
        for (;;) {
          const side = this.bool() ? 'left' : 'right';
          if (cur[side] === null) {
            cur[side] = node;
            break;
          }
          cur = cur[side];
        }
      }
      nodes.push(node);
    }
    return treeToLevelOrder(nodes[0]);
  }

  /**
   * A random simple graph: n vertices (0-indexed), m edges, no self-loops, no duplicate edges.
   * opts: directed (false), connected (false; for undirected adds a spanning tree first, needs m >= n-1),
   *       weights: [lo, hi] to append a weight to each edge, dag (directed acyclic, edges go forward in a
   *       hidden random order).
   * Returns [[u, v], ...] or [[u, v, w], ...].
   */
  graph(n, m, opts = {}) {
    const { directed = false, connected = false, weights = null, dag = false } = opts;
    const maxEdges = directed && !dag ? n * (n - 1) : (n * (n - 1)) / 2;
    if (m > maxEdges) throw new Error(`Rng.graph: ${m} edges do not fit in ${n} vertices`);
    const order = this.permutation(n);
    const pos = new Array(n);
    for (let i = 0; i < n; i++) pos[order[i]] = i;
    const seen = new Set();
    const edges = [];
    const add = (u, v) => {
      if (u === v) return false;
      if (dag && pos[u] > pos[v]) [u, v] = [v, u];
      const key = directed || dag ? u * n + v : Math.min(u, v) * n + Math.max(u, v);
      if (seen.has(key)) return false;
      seen.add(key);
      edges.push([u, v]);
      return true;
    };
    if (connected) {
      for (let i = 1; i < n; i++) {
        add(order[this.int(0, i - 1)], order[i]);
      }
    }
    let guard = 0;
    while (edges.length < m) {
      add(this.int(0, n - 1), this.int(0, n - 1));
      if (++guard > 50 * m + 1000) throw new Error('Rng.graph: too dense, could not place edges');
    }
    this.shuffle(edges);
    if (weights) for (const e of edges) e.push(this.int(weights[0], weights[1]));
    return edges;
  }
}

/** Level-order token array ('null' for missing children, trailing nulls dropped) of a {val,left,right} tree. */
export function treeToLevelOrder(root) {
  if (!root) return [];
  const out = [];
  const queue = [root];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === null) {
      out.push('null');
      continue;
    }
    out.push(String(node.val));
    queue.push(node.left, node.right);
  }
  while (out.length && out[out.length - 1] === 'null') out.pop();
  return out;
}

/** Builds a {val,left,right} tree from level-order tokens (strings or numbers; 'null'/null = missing). */
export function levelOrderToTree(tokens) {
  if (tokens.length === 0 || tokens[0] === 'null' || tokens[0] === null) return null;
  const mk = (t) => ({ val: Number(t), left: null, right: null });
  const root = mk(tokens[0]);
  const queue = [root];
  let i = 1;
  for (let head = 0; head < queue.length && i < tokens.length; head++) {
    const node = queue[head];
    for (const side of ['left', 'right']) {
      if (i >= tokens.length) break;
      const t = tokens[i++];
      if (t !== 'null' && t !== null) {
        node[side] = mk(t);
        queue.push(node[side]);
      }
    }
  }
  return root;
}
