import { PRERENDERED_ATTRIBUTE, PRERENDERED_DEFAULT_ATTRIBUTE, PRERENDERED_HEAD_ATTRIBUTE } from '@sahha/contracts';
import { PENDING_CONTENT_ATTRIBUTES, PENDING_CONTENT_SELECTOR } from '@sahha/ui';

/**
 * However long the live app keeps loading (a remote on a slow network), after this it replaces
 * the snapshot anyway: a page whose buttons never work is worse than a spinner.
 */
export const TAKE_OVER_TIMEOUT_MS = 10_000;

export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * Puts the host page's title and description back before the app renders: each page restores
 * what it found when it unmounts, which must be the host's, not the snapshot's. The snapshot's
 * other head tags (social tags, structured data) stay until the swap, for whoever reads the head
 * meanwhile; they keep their owner's marker, so the app's pages add their own rather than adopt them.
 */
function restoreHostTitleAndDescription(): void {
  for (const element of document.head.querySelectorAll(`[${PRERENDERED_DEFAULT_ATTRIBUTE}]`)) {
    const hostValue = element.getAttribute(PRERENDERED_DEFAULT_ATTRIBUTE) ?? '';
    if (element instanceof HTMLTitleElement) document.title = hostValue;
    else element.setAttribute('content', hostValue);
    element.removeAttribute(PRERENDERED_DEFAULT_ATTRIBUTE);
  }
}

/** The live root: `#root` as the host page declares it, without the snapshot's markers. */
function createLiveContainer(prerendered: HTMLElement): HTMLElement {
  const live = document.createElement(prerendered.tagName);
  for (const { name, value } of Array.from(prerendered.attributes)) {
    if (name !== PRERENDERED_ATTRIBUTE) live.setAttribute(name, value);
  }
  return live;
}

/**
 * The snapshot has played the page's entrance animations already (the blog cards' fade-in); the
 * live copy of the same elements must not play them again. Endless ones (a pulse) are left alone.
 */
function finishEntranceAnimations(live: HTMLElement): void {
  if (typeof live.getAnimations !== 'function') return;
  for (const animation of live.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
}

const hasSettled = (live: HTMLElement): boolean => live.hasChildNodes() && live.querySelector(PENDING_CONTENT_SELECTOR) === null;

/**
 * Renders the app into a detached copy of `#root` while the prerendered page stays on screen, and
 * swaps the two once nothing in the app is loading any more (its remote, the session, a lazy
 * body). The check runs in a mutation observer, i.e. after React's commit and before the next
 * paint, so the swap is never seen: the same layout replaces the same layout, with no shift and no
 * new largest paint. Resolves once swapped.
 */
export function takeOverPrerenderedPage(
  prerendered: HTMLElement,
  render: (container: HTMLElement) => void,
  timeoutMs = TAKE_OVER_TIMEOUT_MS,
): Promise<void> {
  restoreHostTitleAndDescription();
  const live = createLiveContainer(prerendered);
  return new Promise((resolve) => {
    let swapped = false;
    const swap = () => {
      if (swapped) return;
      swapped = true;
      observer.disconnect();
      clearTimeout(timer);
      prerendered.replaceWith(live);
      finishEntranceAnimations(live);
      // The snapshot's styles are in the body (after the live app's, so they win until now), its tags in the head.
      for (const element of document.querySelectorAll(`style[${PRERENDERED_ATTRIBUTE}], [${PRERENDERED_HEAD_ATTRIBUTE}]`)) element.remove();
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (hasSettled(live)) swap();
    });
    observer.observe(live, { subtree: true, childList: true, attributes: true, attributeFilter: PENDING_CONTENT_ATTRIBUTES });
    const timer = setTimeout(swap, timeoutMs);
    render(live);
  });
}
