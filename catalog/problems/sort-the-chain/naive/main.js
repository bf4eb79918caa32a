class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head
 * @return {ListNode | null} the head of the list sorted in non-decreasing order
 */
function sortList(head) {
  // Naive: insertion sort, scanning the sorted part from the front for every node. O(n^2).
  const dummy = new ListNode(0);
  let cur = head;
  while (cur !== null) {
    const next = cur.next;
    let p = dummy;
    while (p.next !== null && p.next.val <= cur.val) p = p.next;
    cur.next = p.next;
    p.next = cur;
    cur = next;
  }
  return dummy.next;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
let head = null;
for (let i = n; i >= 1; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = sortList(head); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
