class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} a head of the first sorted list
 * @param {ListNode | null} b head of the second sorted list
 * @return {ListNode | null} head of the merged sorted list
 */
function mergeQueues(a, b) {
  const dummy = new ListNode(0);
  let tail = dummy;
  while (a !== null && b !== null) {
    if (b.val < a.val) {
      tail.next = b;
      b = b.next;
    } else {
      tail.next = a;
      a = a.next;
    }
    tail = tail.next;
  }
  tail.next = a !== null ? a : b; // the rest is already sorted
  return dummy.next;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
let pos = 0;
/** Reads one list (count, then values) and returns its head. */
function readList() {
  const n = Number(tokens[pos++]);
  const values = tokens.slice(pos, pos + n).map(Number);
  pos += n;
  let head = null;
  for (let i = n - 1; i >= 0; i--) head = new ListNode(values[i], head);
  return head;
}
const a = readList();
const b = readList();
const out = [];
for (let node = mergeQueues(a, b); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
