import { LEARNING_WEB, THEMES, type Theme } from '@codedojo/shared';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useThemeStore } from './themeStore.ts';

const LABEL: Record<Theme, string> = {
  light: LEARNING_WEB.themeLight,
  dark: LEARNING_WEB.themeDark,
  system: LEARNING_WEB.themeSystem,
};
const ICON = { light: Sun, dark: Moon, system: Monitor } as const;

/** The navbar's theme choice: a native select (keyboard and screen readers for free). */
export function ThemeSwitcher() {
  const theme = useThemeStore((state) => state.theme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const Icon = ICON[theme];
  return (
    <label className="flex items-center gap-1">
      <Icon className="size-4 text-base-content/70" aria-hidden="true" />
      <span className="sr-only">{LEARNING_WEB.themeLabel}</span>
      <select
        className="select select-ghost select-sm w-auto"
        value={theme}
        onChange={(event) => setTheme(event.target.value as Theme)}
        data-testid="theme-select"
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {LABEL[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
