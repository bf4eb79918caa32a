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
  const dummy = new ListNode(0, head);
  let before = dummy; // the node just ahead of the next platoon
  for (;;) {
    // Look ahead: is there a full platoon of k nodes?
    let scout = before.next;
    let count = 0;
    while (scout !== null && count < k) {
      scout = scout.next;
      count++;
    }
    if (count < k) break; // a short tail keeps its order
    // Reverse the k nodes; the old first node ends up pointing at `scout`, the node after them.
    const first = before.next;
    let prev = scout;
    let cur = first;
    for (let i = 0; i < k; i++) {
      const next = cur.next;
      cur.next = prev;
      prev = cur;
      cur = next;
    }
    before.next = prev;
    before = first;
  }
  return dummy.next;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = flipPlatoons(head, k); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
