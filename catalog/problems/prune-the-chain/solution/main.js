class ListNode {
  constructor(val, next = null) {
    this.val = val;
    this.next = next;
  }
}

/**
 * @param {ListNode | null} head the first link of the chain
 * @param {number} target the value whose links must go
 * @return {ListNode | null} the head of the chain without any link holding target
 */
function pruneChain(head, target) {
  // A dummy link in front of the head lets the head be removed like any other link.
  const dummy = new ListNode(0, head);
  let prev = dummy;
  while (prev.next !== null) {
    if (prev.next.val === target)
      prev.next = prev.next.next; // unlink, stay put
    else prev = prev.next;
  }
  return dummy.next;
}

const tokens = require('node:fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const n = Number(tokens[0]);
const target = Number(tokens[1]);
let head = null;
for (let i = n + 1; i >= 2; i--) head = new ListNode(Number(tokens[i]), head);
const out = [];
for (let node = pruneChain(head, target); node !== null; node = node.next) out.push(node.val);
console.log(out.join(' '));
