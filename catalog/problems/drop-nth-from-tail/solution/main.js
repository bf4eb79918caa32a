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
  const dummy = new ListNode(0, head);
  let lead = dummy;
  let trail = dummy;
  for (let i = 0; i < k; i++) lead = lead.next;
  // keep the gap of k nodes until lead sits on the last node
  while (lead.next !== null) {
    lead = lead.next;
    trail = trail.next;
  }
  trail.next = trail.next.next; // trail.next is the k-th node from the end
  return dummy.next;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const k = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = dropFromTail(head, k); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
