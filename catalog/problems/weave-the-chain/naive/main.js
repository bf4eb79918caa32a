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
  // Naive: walk to the tail every time and splice it in after the current front node. O(n^2).
  let front = head;
  while (front !== null && front.next !== null && front.next.next !== null) {
    let beforeTail = front;
    while (beforeTail.next.next !== null) beforeTail = beforeTail.next;
    const tail = beforeTail.next;
    beforeTail.next = null;
    tail.next = front.next;
    front.next = tail;
    front = tail.next;
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
