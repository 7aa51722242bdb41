import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useHeadTags } from '@sahha/ui';
import { isPrerendered, takeOverPrerenderedPage } from './take-over';

const SNAPSHOT = '<header>Sahha</header><main><h1>About Sahha</h1></main>';

function setUpPrerenderedPage(): HTMLElement {
  document.head.innerHTML = [
    '<title data-prerendered-default="Sahha | Personalised supplement guidance for the UAE">About | Sahha</title>',
    '<meta name="description" content="Who we are" data-prerendered-default="Take a free 3-minute quiz">',
    '<link rel="canonical" href="https://sahha.ae/about" data-prerendered-head="">',
    '<style data-styled="active"></style>',
  ].join('');
  // As the server sends it: the snapshot's styles after the head's.
  document.body.innerHTML = `<style data-prerendered="">h1{color:teal}</style><div id="root" class="app" data-prerendered="">${SNAPSHOT}</div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

const nextMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('takeOverPrerenderedPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('recognises a prerendered #root', () => {
    expect(isPrerendered(setUpPrerenderedPage())).toBe(true);
    const plain = document.createElement('div');
    expect(isPrerendered(plain)).toBe(false);
  });

  it("gives the app the host page's title and description before it renders, and the snapshot's tags until the swap", async () => {
    const prerendered = setUpPrerenderedPage();
    let titleWhenRendered = '';
    const done = takeOverPrerenderedPage(prerendered, (container) => {
      titleWhenRendered = document.title;
      container.innerHTML = '<main>About</main>';
    });
    expect(titleWhenRendered).toBe('Sahha | Personalised supplement guidance for the UAE');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Take a free 3-minute quiz');
    expect(document.head.querySelector('[data-prerendered-default]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    await done;
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('keeps the snapshot on screen while the app is loading and swaps once nothing is pending', async () => {
    const prerendered = setUpPrerenderedPage();
    let live: HTMLElement | undefined;
    const done = takeOverPrerenderedPage(prerendered, (container) => {
      live = container;
      container.innerHTML = '<header aria-busy="true">Sahha</header><main><span role="status" data-loading="">Loading</span></main>';
    });
    await nextMicrotasks();
    expect(document.getElementById('root')).toBe(prerendered);
    expect(live?.isConnected).toBe(false);

    live?.querySelector('header')?.setAttribute('aria-busy', 'false');
    await nextMicrotasks();
    expect(document.getElementById('root')).toBe(prerendered);

    const main = live?.querySelector('main');
    if (main) main.innerHTML = '<h1>About Sahha</h1>';
    await done;
    const root = document.getElementById('root');
    expect(root).toBe(live);
    expect(prerendered.isConnected).toBe(false);
    expect(root).toHaveClass('app');
    expect(root).not.toHaveAttribute('data-prerendered');
    expect(root?.innerHTML).toBe('<header aria-busy="false">Sahha</header><main><h1>About Sahha</h1></main>');
    expect(document.querySelector('style[data-prerendered]')).toBeNull();
    expect(document.head.querySelector('style[data-styled]')).not.toBeNull();
  });

  it('finishes the entrance animations the snapshot has played already, and leaves endless ones running', async () => {
    const prerendered = setUpPrerenderedPage();
    const animation = (endTime: number) => ({ effect: { getComputedTiming: () => ({ endTime }) }, finish: jest.fn() });
    const fadeIn = animation(300);
    const pulse = animation(Infinity);
    await takeOverPrerenderedPage(prerendered, (container) => {
      Object.assign(container, { getAnimations: () => [fadeIn, pulse] });
      container.innerHTML = '<main><h1>About Sahha</h1></main>';
    });
    expect(fadeIn.finish).toHaveBeenCalledTimes(1);
    expect(pulse.finish).not.toHaveBeenCalled();
  });

  it('waits for the first render: an empty live root has not settled', async () => {
    const prerendered = setUpPrerenderedPage();
    let live: HTMLElement | undefined;
    const done = takeOverPrerenderedPage(prerendered, (container) => {
      live = container;
    });
    await nextMicrotasks();
    expect(document.getElementById('root')).toBe(prerendered);
    live?.append(document.createElement('main'));
    await done;
    expect(document.getElementById('root')).toBe(live);
  });

  it("never leaves the head without the page's tags: the live page's are in place when the snapshot's go", async () => {
    const prerendered = setUpPrerenderedPage();
    const faqPage = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] };
    function LivePage() {
      useHeadTags({ title: 'FAQ', description: 'Questions', canonicalPath: '/faq', jsonLd: faqPage });
      return createElement('main', null, createElement('h1', null, 'FAQ'));
    }
    let headAtSwap: string[] = [];
    await takeOverPrerenderedPage(prerendered, (container) => {
      new MutationObserver(() => {
        if (!prerendered.isConnected && headAtSwap.length === 0) {
          headAtSwap = [...document.head.querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]')].map((element) => element.outerHTML);
        }
      }).observe(document.body, { childList: true });
      createRoot(container).render(createElement(LivePage));
    });
    expect(headAtSwap).toEqual([expect.stringMatching(/^<link rel="canonical" href="[^"]*\/faq"/), expect.stringContaining('"FAQPage"')]);
  });

  it('swaps anyway when the app is still loading after the time limit', async () => {
    jest.useFakeTimers();
    const prerendered = setUpPrerenderedPage();
    const done = takeOverPrerenderedPage(
      prerendered,
      (container) => {
        container.innerHTML = '<span role="status" data-loading="">Loading</span>';
      },
      5_000,
    );
    jest.advanceTimersByTime(4_999);
    expect(document.getElementById('root')).toBe(prerendered);
    jest.advanceTimersByTime(1);
    await done;
    expect(document.getElementById('root')?.textContent).toBe('Loading');
  });
});
