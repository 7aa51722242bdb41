import { screen, within } from '@testing-library/react';
import { type ResearchResponse } from '@sahha/contracts';
import { EVIDENCE_GRADE_MEANINGS } from '@sahha/contracts/quiz';
import { useGetResearchQuery } from './research-api';
import ResearchPage, { RESEARCH_TEXTS } from './research-page';
import { TRUST_PAGES } from './trust-pages';
import { renderContentPage } from '../testing/render-content-page';

jest.mock('./research-api', () => ({ useGetResearchQuery: jest.fn() }));

const research: ResearchResponse = {
  success: true,
  supplements: [
    {
      key: 'magnesium',
      name: 'Magnesium',
      evidenceGrade: 'B',
      evidenceBasis: 'RCTs in older adults with insomnia.',
      evidenceUrl: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/',
      sources: [{ title: 'Magnesium fact sheet (NIH ODS)', url: 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/' }],
    },
  ],
};

function renderPage(state: Partial<ReturnType<typeof useGetResearchQuery>>) {
  jest.mocked(useGetResearchQuery).mockReturnValue({ data: undefined, isLoading: false, isError: false, ...state } as ReturnType<
    typeof useGetResearchQuery
  >);
  return renderContentPage(<ResearchPage />);
}

describe('ResearchPage', () => {
  it('lists each supplement with its grade, what the grade means and its sources in a new tab', () => {
    renderPage({ data: research });
    expect(screen.getByRole('heading', { level: 1, name: TRUST_PAGES.research.heading })).toBeInTheDocument();
    const entry = screen.getByRole('region', { name: 'Magnesium' });
    expect(within(entry).getByText('Evidence grade B')).toBeInTheDocument();
    expect(within(entry).getByText(new RegExp(EVIDENCE_GRADE_MEANINGS.B))).toBeInTheDocument();
    const link = within(entry).getByRole('link', { name: /Magnesium fact sheet/ });
    expect(link).toHaveAttribute('href', 'https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a loading state and an error state', () => {
    const { unmount } = renderPage({ isLoading: true });
    expect(screen.getByRole('status', { name: RESEARCH_TEXTS.loading })).toBeInTheDocument();
    unmount();
    renderPage({ isError: true });
    expect(screen.getByRole('alert')).toHaveTextContent(RESEARCH_TEXTS.error);
  });
});
