import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { isPrerendered, takeOverPrerenderedPage } from './prerender/take-over';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
if (isPrerendered(container)) {
  // The page is already on screen, so the off-screen first render need not be one long task: as a
  // transition React yields to the browser every few milliseconds, and taps and scrolls stay smooth.
  void takeOverPrerenderedPage(container, (root) => startTransition(() => createRoot(root).render(<App />)));
} else {
  createRoot(container).render(<App />);
}
