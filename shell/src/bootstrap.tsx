import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { isPrerendered, takeOverPrerenderedPage } from './prerender/take-over';

// The first render is a transition: React renders in slices and yields to the browser between
// them, so loading the app is not one long task that blocks taps, scrolls and paints. Off-screen
// behind a prerendered page nothing waits for it; elsewhere the spinner shows as soon as before.
const renderApp = (root: HTMLElement) => startTransition(() => createRoot(root).render(<App />));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
if (isPrerendered(container)) void takeOverPrerenderedPage(container, renderApp);
else renderApp(container);
