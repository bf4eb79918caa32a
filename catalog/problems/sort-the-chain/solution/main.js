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
  if (head === null || head.next === null) return head;
  // Find the middle: fast moves two steps for each step of slow.
  let slow = head;
  let fast = head.next;
  while (fast !== null && fast.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  const second = slow.next;
  slow.next = null; // cut the list in two
  return merge(sortList(head), sortList(second));
}

/** Merges two sorted lists into one by relinking their nodes (left first on ties). */
function merge(a, b) {
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
  tail.next = a !== null ? a : b;
  return dummy.next;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
let head = null;
for (let i = n; i >= 1; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = sortList(head); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
