import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { EVIDENCE_GRADES, EVIDENCE_GRADE_MEANINGS, INTERACTION_CLASSES, INTERACTION_CLASS_LABELS, QUIZ_QUESTION_COUNT } from '@sahha/contracts';
import { lightTheme } from '@sahha/ui';
import SciencePage, { QUIZ_INPUTS, RULE_GROUPS, SAFETY_EFFECTS } from './science-page';
import { TRUST_PAGES } from './trust-pages';

function renderPage() {
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter>
        <SciencePage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

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

  it('lists every interaction class label with what it changes', () => {
    renderPage();
    for (const cls of INTERACTION_CLASSES) {
      expect(screen.getByText(INTERACTION_CLASS_LABELS[cls])).toBeInTheDocument();
      expect(screen.getByText(SAFETY_EFFECTS[cls])).toBeInTheDocument();
    }
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
