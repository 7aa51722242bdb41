import { screen } from '@testing-library/react';
import { PAGE_HEADINGS } from '@sahha/contracts';
import AboutPage, { APPROACH, BELIEFS, EVIDENCE_STATEMENT, TEAM } from './about-page';
import { renderContentPage } from '../testing/render-content-page';

describe('AboutPage', () => {
  it('shows the hero, story, mission, beliefs, approach, team and evidence statement', () => {
    renderContentPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: PAGE_HEADINGS.about })).toBeInTheDocument();
    for (const name of ['Our story', 'Our mission', 'What we believe', 'Our approach', 'Our team']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(BELIEFS.map((belief) => belief.title)).toEqual([
      'Tailored solutions',
      'Science-backed',
      'Quality over quantity',
      'Simple and beautiful',
    ]);
    expect(APPROACH.map((step) => step.title)).toEqual(['Science first', 'Personalised', 'Transparent']);
    for (const item of [...BELIEFS, ...TEAM]) {
      expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Step 1: Science first' })).toBeInTheDocument();
    expect(screen.getByText(EVIDENCE_STATEMENT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute('href', '/quiz');
  });
});
