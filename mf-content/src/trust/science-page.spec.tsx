import { screen, within } from '@testing-library/react';
import { EVIDENCE_GRADES, EVIDENCE_GRADE_MEANINGS, INTERACTION_CLASSES, INTERACTION_CLASS_LABELS, QUIZ_QUESTION_COUNT, type SafetyClassesResponse } from '@sahha/contracts/quiz';
import { PENDING_CONTENT_SELECTOR } from '@sahha/ui';
import { useSafetyClassesQuery } from './safety-classes-api';
import SciencePage, { QUIZ_INPUTS, RULE_GROUPS, SAFETY_CLASSES_TEXTS } from './science-page';
import { TRUST_PAGES } from './trust-pages';
import { renderContentPage } from '../testing/render-content-page';

jest.mock('./safety-classes-api', () => ({ useSafetyClassesQuery: jest.fn() }));

type HookResult = ReturnType<typeof useSafetyClassesQuery>;

const safetyClasses: SafetyClassesResponse = {
  classes: INTERACTION_CLASSES.map((cls) => ({ class: cls, label: INTERACTION_CLASS_LABELS[cls], effect: `What ${cls} changes.` })),
};

function renderPage(state: Partial<HookResult> = { data: safetyClasses }) {
  jest.mocked(useSafetyClassesQuery).mockReturnValue({ data: undefined, isLoading: false, isError: false, ...state } as HookResult);
  return renderContentPage(<SciencePage />);
}

const safetySection = () => screen.getByRole('heading', { level: 2, name: 'The safety screen' }).parentElement as HTMLElement;

describe('SciencePage', () => {
  it('has one h1 and a section for each step of the method', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: TRUST_PAGES.science.heading })).toBeInTheDocument();
    for (const name of ['What we ask', 'How the rules work', 'Evidence grades', 'The safety screen', 'The upper-limit check', 'What we never store', 'The limits']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.title).toBe(`${TRUST_PAGES.science.heading} | Sahha`);
  });

  it('lists the nine quiz inputs and the rule groups, UAE vitamin D included', () => {
    renderPage();
    expect(QUIZ_INPUTS).toHaveLength(QUIZ_QUESTION_COUNT);
    const inputs = screen.getByRole('heading', { level: 2, name: 'What we ask' }).parentElement as HTMLElement;
    expect(inputs.querySelectorAll('ol > li')).toHaveLength(QUIZ_QUESTION_COUNT);
    for (const group of RULE_GROUPS) expect(screen.getByRole('heading', { level: 3, name: group.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /vitamin D in the UAE/ })).toBeInTheDocument();
  });

  it('shows every evidence grade with its meaning from the contracts', () => {
    renderPage();
    for (const grade of EVIDENCE_GRADES) {
      expect(screen.getByText(`Grade ${grade}`)).toBeInTheDocument();
      expect(screen.getByText(EVIDENCE_GRADE_MEANINGS[grade])).toBeInTheDocument();
    }
  });

  it('lists every situation from the API, label as term and effect as its definition, in the order given', () => {
    renderPage();
    const section = safetySection();
    const terms = [...section.querySelectorAll('dl > div > dt')].map((dt) => dt.textContent);
    const definitions = [...section.querySelectorAll('dl > div > dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(safetyClasses.classes.map((c) => c.label));
    expect(definitions).toEqual(safetyClasses.classes.map((c) => c.effect));
    expect(section.querySelector(PENDING_CONTENT_SELECTOR)).toBeNull();
  });

  it('holds the list\'s place with a spinner while it loads, so the prerendered page waits for it', () => {
    const { container } = renderPage({ isLoading: true });
    const section = safetySection();
    expect(within(section).getByRole('status', { name: SAFETY_CLASSES_TEXTS.loading })).toBeInTheDocument();
    expect(container.querySelector(PENDING_CONTENT_SELECTOR)).not.toBeNull();
    expect(section.querySelector('dt')).toBeNull();
  });

  it('says the list could not be loaded on error, and the rest of the page stays', () => {
    const { container } = renderPage({ isError: true });
    expect(within(safetySection()).getByRole('alert')).toHaveTextContent(SAFETY_CLASSES_TEXTS.error);
    expect(container.querySelector(PENDING_CONTENT_SELECTOR)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'The upper-limit check' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the Quiz' })).toBeInTheDocument();
  });

  it('explains the screen as it works: languages, cancellations only by a clear stop, unidentified text, the pharmacist', () => {
    renderPage();
    const intro = within(safetySection());
    expect(intro.getByText(/in English or Arabic, including Arabic written in Latin letters/)).toBeInTheDocument();
    expect(intro.getByText('حبوب الضغط')).toHaveAttribute('lang', 'ar');
    expect(intro.getByText(/Only a clear cancellation, such as ‘stopped …’ or ‘no longer take …’, cancels a mention/)).toBeInTheDocument();
    expect(intro.getByText(/When we cannot identify something you typed, we say so/)).toBeInTheDocument();
    expect(intro.getByText(/please show your plan to your pharmacist/)).toBeInTheDocument();
    expect(intro.queryByText(/before a name is respected/)).toBeNull();
  });

  it('says it is not medical advice and links to the quiz, the FAQ and the privacy policy', () => {
    renderPage();
    expect(screen.getByText('Not medical advice.')).toBeInTheDocument();
    expect(screen.getByText(/talk to your doctor or pharmacist/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute('href', '/quiz');
    expect(screen.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', TRUST_PAGES.faq.path);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', TRUST_PAGES.privacy.path);
  });
});
