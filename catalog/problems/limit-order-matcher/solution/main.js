/** A binary min-heap of numbers. */
class MinHeap {
  constructor() {
    this.a = [];
  }
  get size() {
    return this.a.length;
  }
  peek() {
    return this.a[0];
  }
  push(x) {
    const a = this.a;
    a.push(x);
    for (let i = a.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (a[p] <= a[i]) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
  }
  pop() {
    const a = this.a;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l] < a[m]) m = l;
        if (r < a.length && a[r] < a[m]) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i], a[m]];
        i = m;
      }
    }
    return top;
  }
}

/**
 * @param {(string|number)[][]} commands ["B", price, qty], ["S", price, qty] or ["C", id]; ids are 1-based line numbers
 * @return {string[]} the trades "buyId sellId price qty" in order, then "bid ask"
 */
function matchOrders(commands) {
  const SLOT = 2 ** 20; // order ids fit below 2^20, so price * SLOT + id orders by price, then time
  const MAXP = 10 ** 6;
  const price = [];
  const left = []; // remaining quantity of each order (0 when filled or cancelled)
  // Heap keys: asks by (price, id); bids by (highest price, id) through MAXP - price.
  const asks = new MinHeap();
  const bids = new MinHeap();
  const idOf = (key) => key % SLOT;
  // Drops filled or cancelled orders from the top of a heap.
  const clean = (heap) => {
    while (heap.size > 0 && left[idOf(heap.peek())] === 0) heap.pop();
  };
  const out = [];
  commands.forEach((command, index) => {
    const id = index + 1;
    left[id] = 0;
    if (command[0] === 'C') {
      if (command[1] < id) left[command[1]] = 0;
      return;
    }
    const [side, p, qty] = command;
    price[id] = p;
    left[id] = qty;
    const book = side === 'B' ? asks : bids;
    // Match against the best resting orders on the other side while prices cross.
    for (clean(book); left[id] > 0 && book.size > 0; clean(book)) {
      const other = idOf(book.peek());
      if (side === 'B' ? price[other] > p : price[other] < p) break;
      const fill = Math.min(left[id], left[other]);
      left[id] -= fill;
      left[other] -= fill;
      out.push(
        side === 'B' ? `${id} ${other} ${price[other]} ${fill}` : `${other} ${id} ${price[other]} ${fill}`,
      );
    }
    if (left[id] > 0) {
      if (side === 'B') bids.push((MAXP - p) * SLOT + id);
      else asks.push(p * SLOT + id);
    }
  });
  clean(bids);
  clean(asks);
  const bid = bids.size > 0 ? price[idOf(bids.peek())] : -1;
  const ask = asks.size > 0 ? price[idOf(asks.peek())] : -1;
  out.push(`${bid} ${ask}`);
  return out;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const commands = [];
for (let i = 0, p = 1; i < n; i++) {
  if (tokens[p] === 'C') {
    commands.push(['C', Number(tokens[p + 1])]);
    p += 2;
  } else {
    commands.push([tokens[p], Number(tokens[p + 1]), Number(tokens[p + 2])]);
    p += 3;
  }
}
console.log(matchOrders(commands).join('\n'));
