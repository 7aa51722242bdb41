/**
 * First-party analytics events (docs/requirements.md, "Site: analytics") pushed to `window.dataLayer`, the tag-manager
 * convention. No third-party script is loaded: a tag manager, if one is ever added, must be
 * self-hosted and read this queue. Events carry no personal data.
 */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/** Button or link texts that count as starting the quiz (docs/requirements.md, "Site: analytics"). */
export const QUIZ_START_TEXTS = ['take the quiz', 'take the free quiz', 'get your recommendations', 'start free quiz'];

/** The route-change check runs 100 ms after a navigation (docs/requirements.md, "Site: analytics"). */
export const PAGE_VIEW_DELAY_MS = 100;

export function pushEvent(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

export function trackPageView(path: string): void {
  pushEvent({ event: 'page_view', page_path: path, page_title: document.title });
}

/** The quiz_start event for a click on a quiz call to action, else null. */
export function quizStartEventFor(target: EventTarget | null): AnalyticsEvent | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('a, button');
  const label = control?.textContent?.trim().replace(/\s+/g, ' ') ?? '';
  if (!QUIZ_START_TEXTS.includes(label.toLowerCase())) return null;
  return { event: 'quiz_start', event_category: 'engagement', event_label: label };
}
