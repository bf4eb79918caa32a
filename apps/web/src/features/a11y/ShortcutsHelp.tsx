import { LEARNING_WEB } from '@codedojo/shared';
import { Keyboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { IconButton } from '../../components/IconButton.tsx';
import { Modal } from '../../components/Modal.tsx';

const SHORTCUTS: { keys: string[]; what: string }[] = [
  { keys: ['Ctrl/⌘', 'Enter'], what: LEARNING_WEB.shortcutRun },
  { keys: ['Ctrl/⌘', "'"], what: LEARNING_WEB.shortcutSubmit },
  { keys: ['Esc', 'Tab'], what: LEARNING_WEB.shortcutLeave },
  { keys: ['Tab'], what: LEARNING_WEB.shortcutIndent },
  { keys: ['Ctrl/⌘', 'F'], what: LEARNING_WEB.shortcutFind },
  { keys: ['Ctrl/⌘', 'Z'], what: LEARNING_WEB.shortcutUndo },
  { keys: ['?'], what: LEARNING_WEB.shortcutHelp },
];

/** Typing in a field (or the editor) keeps its `?`; elsewhere `?` opens the list. */
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'password', 'number', 'url', 'tel']);
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT' ||
    (target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type)));

/** The editor's keyboard shortcuts: a named icon button, and `?` from anywhere outside a field. */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <IconButton
        icon={Keyboard}
        className="btn btn-ghost btn-sm btn-square"
        aria-label={LEARNING_WEB.shortcutsButton}
        aria-keyshortcuts="?"
        onClick={() => setOpen(true)}
        testId="shortcuts-button"
      />
      <Modal
        open={open}
        title={LEARNING_WEB.shortcutsTitle}
        onClose={() => setOpen(false)}
        closeLabel={LEARNING_WEB.shortcutsClose}
        testId="shortcuts-dialog"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.what} className="contents">
              <dt className="flex gap-1">
                {shortcut.keys.map((key) => (
                  <kbd key={key} className="kbd kbd-sm">
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd>{shortcut.what}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    </>
  );
}
