import { type Language, resolveLanguage } from '@codedojo/shared';

/** Drafts live in localStorage, one per problem and language, so they survive reloads. */
const draftKey = (problemId: string, language: Language) => `codedojo:draft:${problemId}:${language}`;
const languageKey = (problemId: string) => `codedojo:language:${problemId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(problemId: string, language: Language): string | null {
  return storage()?.getItem(draftKey(problemId, language)) ?? null;
}

/** Saves a draft; a draft equal to the starter code is simply forgotten. */
export function writeDraft(problemId: string, language: Language, code: string, starter: string): void {
  try {
    if (code === starter) storage()?.removeItem(draftKey(problemId, language));
    else storage()?.setItem(draftKey(problemId, language), code);
  } catch {
    // Storage full or blocked: the draft lives on in memory only.
  }
}

export function clearDraft(problemId: string, language: Language): void {
  storage()?.removeItem(draftKey(problemId, language));
}

export function readLanguage(problemId: string): Language | undefined {
  return resolveLanguage(storage()?.getItem(languageKey(problemId)) ?? undefined);
}

export function writeLanguage(problemId: string, language: Language): void {
  try {
    storage()?.setItem(languageKey(problemId), language);
  } catch {
    // Not remembered: the default language is used next time.
  }
}
