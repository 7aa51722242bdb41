import { STORAGE_KEYS } from '@sahha/contracts';
import { darkTheme, lightTheme } from './theme';

const light = lightTheme.colors;
const dark = darkTheme.colors;

/**
 * Plain JS for an external <script> in <head>, run before any CSS so the first paint already has
 * the stored theme (no flash). It mirrors readStoredMode/resolve in theme-mode.tsx.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var m=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.theme,
)});if(m!=='dark'&&m!=='system')m='light';var d=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);var t=d?'dark':'light';var e=document.documentElement;e.dataset.theme=t;e.style.colorScheme=t;e.style.backgroundColor=d?'${dark.background}':'${light.background}';e.style.color=d?'${dark.text}':'${light.text}'}catch(_){}})();`;

/** Static CSS for the shell's stylesheet: page colours keyed on the attribute the script sets. */
export const themeBackgroundCss = `html[data-theme=light]{color-scheme:light;background:${light.background};color:${light.text}}html[data-theme=dark]{color-scheme:dark;background:${dark.background};color:${dark.text}}`;
