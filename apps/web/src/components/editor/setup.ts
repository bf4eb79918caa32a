import type { Language } from '@codedojo/shared';
import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  type LanguageSupport,
} from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { accessibleOneDark } from './darkHighlight.ts';
import { accessibleLight } from './lightHighlight.ts';

/**
 * The CodeMirror 6 editor: dark or light with the app's theme, font size 14, tab size 2, word wrap (no minimap exists).
 * This module and the language packages are fetched on demand, only by screens that edit code.
 */
const EDITOR_FONT_SIZE = '14px';
const TAB_SIZE = 2;

const loaders: Record<Language, () => Promise<LanguageSupport>> = {
  JAVASCRIPT: () => import('@codemirror/lang-javascript').then((module) => module.javascript()),
  PYTHON: () => import('@codemirror/lang-python').then((module) => module.python()),
  JAVA: () => import('@codemirror/lang-java').then((module) => module.java()),
};

const loaded = new Map<Language, Promise<LanguageSupport>>();
function loadLanguage(language: Language): Promise<LanguageSupport> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = loaders[language]();
    loaded.set(language, pending);
  }
  return pending;
}

export type EditorOptions = {
  doc: string;
  language: Language;
  label: string;
  readOnly?: boolean;
  minHeight?: string;
  /** Dark (one-dark) or light (CodeMirror's default highlighting): follows the app's theme. */
  dark?: boolean;
  onChange: (doc: string) => void;
};

export type EditorHandle = {
  getDoc: () => string;
  setDoc: (doc: string) => void;
  setLanguage: (language: Language) => void;
  focus: () => void;
  setDark: (dark: boolean) => void;
  destroy: () => void;
};

const lookOf = (dark: boolean) => (dark ? accessibleOneDark : accessibleLight);

export function createEditor(parent: HTMLElement, options: EditorOptions): EditorHandle {
  const languageSlot = new Compartment();
  const themeSlot = new Compartment();
  let current = options.language;
  let silent = false;

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        foldGutter(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        autocompletion(),
        highlightActiveLine(),
        highlightSelectionMatches(),
        keymap.of([
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...searchKeymap,
          ...historyKeymap,
          ...foldKeymap,
          ...completionKeymap,
          indentWithTab,
        ]),
        EditorState.tabSize.of(TAB_SIZE),
        indentUnit.of(' '.repeat(TAB_SIZE)),
        EditorView.lineWrapping,
        EditorState.readOnly.of(Boolean(options.readOnly)),
        EditorView.editable.of(!options.readOnly),
        themeSlot.of(lookOf(options.dark ?? true)),
        EditorView.theme({
          '&': { fontSize: EDITOR_FONT_SIZE, height: '100%', minHeight: options.minHeight ?? '12rem' },
          '.cm-scroller': { overflow: 'auto', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
        }),
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        languageSlot.of([]),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !silent) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });

  const applyLanguage = (language: Language) => {
    current = language;
    void loadLanguage(language).then((support) => {
      if (current === language) view.dispatch({ effects: languageSlot.reconfigure(support) });
    });
  };
  applyLanguage(options.language);

  return {
    getDoc: () => view.state.doc.toString(),
    setDoc: (doc) => {
      if (doc === view.state.doc.toString()) return;
      silent = true;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
      silent = false;
    },
    setLanguage: (language) => {
      if (language !== current) applyLanguage(language);
    },
    focus: () => view.focus(),
    setDark: (dark) => view.dispatch({ effects: themeSlot.reconfigure(lookOf(dark)) }),
    destroy: () => view.destroy(),
  };
}
