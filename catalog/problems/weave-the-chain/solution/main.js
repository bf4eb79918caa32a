class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * Re-links the list into the order b0, b(n-1), b1, b(n-2), ... in place.
 * @param {ListNode | null} head
 * @return {void}
 */
function weaveList(head) {
  if (head === null || head.next === null) return;
  // 1. slow ends on the last node of the front half
  let slow = head;
  let fast = head;
  while (fast.next !== null && fast.next.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  // 2. cut and reverse the back half
  let back = null;
  let cur = slow.next;
  slow.next = null;
  while (cur !== null) {
    const next = cur.next;
    cur.next = back;
    back = cur;
    cur = next;
  }
  // 3. merge: front, back, front, back, ...
  let front = head;
  while (back !== null) {
    const frontNext = front.next;
    const backNext = back.next;
    front.next = back;
    back.next = frontNext;
    front = frontNext;
    back = backNext;
  }
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
let head = null;
for (let i = n; i >= 1; i--) head = new ListNode(Number(tokens[i]), head);
weaveList(head);
const out = [];
for (let node = head; node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
