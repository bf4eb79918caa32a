class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode} head
 * @param {number} k 1 = the last node
 * @return {ListNode | null} the head after removing the k-th node from the end
 */
function dropFromTail(head, k) {
  // Naive (wrong): no dummy node, and the head case (k = n) is silently ignored.
  let lead = head;
  let trail = head;
  for (let i = 0; i < k; i++) lead = lead.next;
  if (lead === null) return head;
  while (lead.next !== null) {
    lead = lead.next;
    trail = trail.next;
  }
  trail.next = trail.next.next;
  return head;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = dropFromTail(head, k); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
