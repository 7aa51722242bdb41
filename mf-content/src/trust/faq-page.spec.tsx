import { screen } from '@testing-library/react';
import { FAQ_ITEMS } from '@sahha/contracts/content-library/faq';
import FaqPage from './faq-page';
import { TRUST_PAGES } from './trust-pages';
import { renderContentPage } from '../testing/render-content-page';

function renderPage(url = '/faq') {
  return renderContentPage(<FaqPage />, { url });
}

interface FaqJsonLd {
  '@type': string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

function faqJsonLd(): FaqJsonLd | undefined {
  const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
  return scripts.map((script) => JSON.parse(script.textContent ?? '{}') as FaqJsonLd).find((data) => data['@type'] === 'FAQPage');
}

describe('FaqPage', () => {
  it('has one h1 and at least 12 questions, each with its answer', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: TRUST_PAGES.faq.heading })).toBeInTheDocument();
    expect(FAQ_ITEMS.length).toBeGreaterThanOrEqual(12);
    for (const item of FAQ_ITEMS) {
      expect(screen.getByRole('heading', { level: 2, name: item.question })).toBeInTheDocument();
      expect(screen.getByText(item.answer)).toBeInTheDocument();
    }
  });

  it('covers the questions people ask most', () => {
    const questions = FAQ_ITEMS.map((item) => item.question).join('\n');
    for (const topic of [/free/i, /how are my recommendations made/i, /evidence/i, /pregnant/i, /medicines/i, /child/i, /data/i, /delete/i, /AED/, /medical advice/i, /check in/i, /change my answers/i]) {
      expect(questions).toMatch(topic);
    }
    expect(FAQ_ITEMS.find((item) => /child/i.test(item.question))?.answer).toMatch(/18/);
  });

  it('publishes FAQPage structured data matching the visible questions, and removes it on unmount', () => {
    const { unmount } = renderPage();
    const data = faqJsonLd();
    expect(data?.mainEntity).toEqual(
      FAQ_ITEMS.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    );
    const visible = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const entity of data?.mainEntity ?? []) expect(visible).toContain(entity.name);
    unmount();
    expect(faqJsonLd()).toBeUndefined();
  });

  it('gives every answer a unique id a link can point at, and scrolls to the one in the address', () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    renderPage('/faq#vitamin-d-for-everyone');
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(FAQ_ITEMS.length);
    for (const item of FAQ_ITEMS) expect(document.getElementById(item.id)).toHaveTextContent(item.question);
    expect(scrolled).toEqual(['vitamin-d-for-everyone']);
  });
});
