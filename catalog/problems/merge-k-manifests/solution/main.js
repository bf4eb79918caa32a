class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {(ListNode | null)[]} lists heads of k sorted lists
 * @return {ListNode | null} the head of one sorted list holding every node
 */
function mergeManifests(lists) {
  const heap = new MinHeap(); // current heads, keyed by value
  for (const head of lists) if (head !== null) heap.push(head.val, head);
  const dummy = new ListNode(0);
  let tail = dummy;
  while (heap.size > 0) {
    const [, node] = heap.pop(); // the smallest head overall
    tail.next = node;
    tail = node;
    if (node.next !== null) heap.push(node.next.val, node.next);
  }
  tail.next = null;
  return dummy.next;
}

/** Binary min-heap of (key, value) pairs ordered by key. */
class MinHeap {
  constructor() {
    this.keys = [];
    this.vals = [];
  }

  get size() {
    return this.keys.length;
  }

  push(key, val) {
    const { keys, vals } = this;
    let i = keys.length;
    keys.push(key);
    vals.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p] <= key) break;
      keys[i] = keys[p];
      vals[i] = vals[p];
      i = p;
    }
    keys[i] = key;
    vals[i] = val;
  }

  pop() {
    const { keys, vals } = this;
    const top = [keys[0], vals[0]];
    const lastKey = keys.pop();
    const lastVal = vals.pop();
    const n = keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && keys[c + 1] < keys[c]) c++;
        if (keys[c] >= lastKey) break;
        keys[i] = keys[c];
        vals[i] = vals[c];
        i = c;
      }
      keys[i] = lastKey;
      vals[i] = lastVal;
    }
    return top;
  }
}

const data = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean).map(Number);
const k = data[0];
const lists = [];
let pos = 1;
for (let i = 0; i < k; i++) {
  const len = data[pos++];
  let head = null;
  for (let j = pos + len - 1; j >= pos; j--) head = new ListNode(data[j], head);
  pos += len;
  lists.push(head);
}
const out = [];
for (let node = mergeManifests(lists); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
