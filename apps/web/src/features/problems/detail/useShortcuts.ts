import { useEffect, useRef } from 'react';

type Handlers = { run: () => void; submit: () => void };

/** Ctrl/Cmd+Enter runs and Ctrl/Cmd+' submits, anywhere on the page (the editor included). */
export function useShortcuts(handlers: Handlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        latest.current.run();
      } else if (event.key === "'") {
        event.preventDefault();
        event.stopPropagation();
        latest.current.submit();
      }
    };
    // Capture phase: ahead of the editor's own Mod-Enter binding.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
