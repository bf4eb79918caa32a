import { THEME_NAMES, THEME_STORAGE_KEY, THEMES, type Theme } from '@codedojo/shared';
import { create } from 'zustand';

type Look = 'light' | 'dark';
type ThemeState = { theme: Theme; look: Look; setTheme: (theme: Theme) => void };

const darkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;

function storedTheme(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return THEMES.find((theme) => theme === value) ?? 'system';
  } catch {
    return 'system';
  }
}

const lookOf = (theme: Theme): Look =>
  theme === 'system' ? (darkQuery()?.matches === false ? 'light' : 'dark') : theme;

function apply(look: Look) {
  document.documentElement.dataset.theme = THEME_NAMES[look];
  document.documentElement.style.colorScheme = look;
}

/** Light, dark or system (following the OS, live); remembered in localStorage. */
export const useThemeStore = create<ThemeState>((set) => ({
  theme: 'system',
  look: 'dark',
  setTheme: (theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    const look = lookOf(theme);
    apply(look);
    set({ theme, look });
  },
}));

/** Applies the remembered theme before the first render and follows the OS while on "system". */
export function initTheme() {
  const theme = storedTheme();
  const look = lookOf(theme);
  apply(look);
  useThemeStore.setState({ theme, look });
  darkQuery()?.addEventListener('change', () => {
    if (useThemeStore.getState().theme !== 'system') return;
    const next = lookOf('system');
    apply(next);
    useThemeStore.setState({ look: next });
  });
}
