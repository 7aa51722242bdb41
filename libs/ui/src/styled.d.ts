import type { SahhaTheme } from './theme/theme';

declare module 'styled-components' {
  // Typed `props.theme` for every styled component of every app that imports @sahha/ui.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SahhaTheme {}
}
