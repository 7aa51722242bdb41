// Brings the DefaultTheme augmentation (typed props.theme) to every importer; erased at build.
import type {} from './styled';

export { lightTheme, darkTheme, themes, breakpoints, media, space } from './theme/theme';
export type { SahhaTheme, ThemeColors, ThemeName, Breakpoint } from './theme/theme';
export { GlobalStyle, visuallyHiddenCss } from './theme/global-style';
export { ThemeModeProvider, useThemeMode } from './theme/theme-mode';
export type { ThemeMode, ThemeModeValue, ThemeModeProviderProps } from './theme/theme-mode';

export { Button, ButtonLink } from './components/button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './components/button';
export { Container, Card, VisuallyHidden } from './components/layout';
export { Badge } from './components/badge';
export type { BadgeProps, BadgeTone } from './components/badge';
export { Spinner, CenteredSpinner } from './components/spinner';
export { PENDING_CONTENT_ATTRIBUTES, PENDING_CONTENT_SELECTOR } from './components/pending-content';
export type { SpinnerProps, CenteredSpinnerProps } from './components/spinner';
export { Skeleton, SkeletonCard } from './components/skeleton';
export type { SkeletonProps } from './components/skeleton';
export { Tabs } from './components/tabs';
export type { TabsProps, TabItem } from './components/tabs';
export { StarRating, STAR_RATING_MAX } from './components/star-rating';
export type { StarRatingProps } from './components/star-rating';
export { Slider } from './components/slider';
export type { SliderProps } from './components/slider';
export { Field, TextInput, TextArea } from './components/field';
export type { FieldProps, FieldControlProps, TextInputProps, TextAreaProps } from './components/field';
export { Chip } from './components/chip';
export type { ChipProps } from './components/chip';
export { SessionEndedNotice } from './components/session-ended-notice';
export type { SessionEndedNoticeProps } from './components/session-ended-notice';
export { usePersistentDraft, clearPersistentDrafts, DRAFT_KEY_PREFIX } from './drafts/use-persistent-draft';
export type { PersistentDraft } from './drafts/use-persistent-draft';

export {
  toast,
  dismiss as dismissToast,
  useToast,
  resetToasts,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_HOTKEY,
} from './toast/toast-store';
export type { ToastAction, ToastOptions, ToastVariant, ToastRecord, ToastHandle } from './toast/toast-store';
export { Toaster } from './toast/toaster';

export { useHeadTags, absoluteUrl, formatDocumentTitle, SITE_NAME, SITE_LOCALE } from './head/use-head-tags';
export type { HeadTagsOptions, OpenGraphOptions } from './head/use-head-tags';
