class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head the front of the convoy
 * @param {number} k the platoon size
 * @return {ListNode | null} the head after every full platoon of k nodes is reversed
 */
function flipPlatoons(head, k) {
  // Naive: use the list like an array, walking from the head for every access. O(n^2).
  const nodeAt = (p) => {
    let node = head;
    for (let i = 0; i < p; i++) node = node.next;
    return node;
  };
  let n = 0;
  for (let node = head; node !== null; node = node.next) n++;
  for (let start = 0; start + k <= n; start += k) {
    for (let i = start, j = start + k - 1; i < j; i++, j--) {
      const a = nodeAt(i);
      const b = nodeAt(j);
      const t = a.val;
      a.val = b.val;
      b.val = t;
    }
  }
  return head;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = flipPlatoons(head, k); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
