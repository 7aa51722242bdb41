import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDICAL_DISCLAIMER } from '@sahha/contracts';
import { CONCEPT_PICKER_TEXTS, INTERACTION_CLASS_LABELS, type MedicineCheckRulesResponse, type SuggestionsRequest, type SuggestionsResponse } from '@sahha/contracts/quiz';
import { renderPage } from '@sahha/store/testing';
import { SUGGESTIONS_DEBOUNCE_MS } from '../shared/concept-search/use-concept-suggestions';
import MedicineCheckPage from './medicine-check-page';
import { MEDICINE_CHECK_TEXTS as TEXTS } from './medicine-check-texts';

const suggest = jest.fn<Promise<SuggestionsResponse>, [SuggestionsRequest]>();
const rulesQuery = { data: undefined as MedicineCheckRulesResponse | undefined, isError: false, refetch: jest.fn() };

jest.mock('../shared/concept-search/suggestions-api', () => ({
  useSuggestConceptsMutation: () => [(arg: SuggestionsRequest) => ({ unwrap: () => suggest(arg), abort: jest.fn() }), { isLoading: false }],
}));
jest.mock('./medicine-check-api', () => ({
  useGetMedicineCheckRulesQuery: () => rulesQuery,
}));

const ODS_VITAMIN_E = { title: 'NIH ODS: Vitamin E Fact Sheet for Health Professionals', url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/' };
const LABEL = { title: 'Levothyroxine label (DailyMed)', url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?query=levothyroxine' };

const RULES: MedicineCheckRulesResponse = {
  classes: [
    {
      class: 'anticoagulant',
      label: INTERACTION_CLASS_LABELS.anticoagulant,
      notes: ['Avoid vitamin K unless your doctor agrees.'],
      alreadyTakingNotes: [],
      effects: [{ product: 'vitamin-e', kind: 'exclude', text: 'We left out vitamin E because it adds to bleeding risk.', source: ODS_VITAMIN_E }],
      sources: [ODS_VITAMIN_E],
    },
    {
      class: 'levothyroxine',
      label: INTERACTION_CLASS_LABELS.levothyroxine,
      notes: [],
      alreadyTakingNotes: [],
      effects: [{ product: 'iron', kind: 'space', text: 'Take iron at least 4 hours apart from levothyroxine.', source: LABEL }],
      sources: [LABEL],
    },
    {
      class: 'kidney_disease',
      label: INTERACTION_CLASS_LABELS.kidney_disease,
      hardStop: 'Please ask your kidney doctor before taking any supplement.',
      notes: [],
      alreadyTakingNotes: [],
      effects: [],
      sources: [ODS_VITAMIN_E],
    },
  ],
  supplements: [
    { product: 'vitamin-d', name: 'Vitamin D' },
    { product: 'vitamin-e', name: 'Vitamin E' },
    { product: 'iron', name: 'Iron' },
  ],
};

const WARFARIN_LABEL = `${INTERACTION_CLASS_LABELS.anticoagulant} — warfarin`;
const LEVOTHYROXINE_LABEL = `${INTERACTION_CLASS_LABELS.levothyroxine} — levothyroxine`;

const pause = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

async function open() {
  await renderPage(<MedicineCheckPage />, { path: '/medicine-check', user: null });
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

async function pickFirst(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.type(screen.getByRole('combobox', { name: TEXTS.label }), typed);
  await pause(SUGGESTIONS_DEBOUNCE_MS);
  await user.keyboard('{ArrowDown}{Enter}');
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('/medicine-check', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    suggest.mockReset();
    rulesQuery.data = RULES;
    rulesQuery.isError = false;
    rulesQuery.refetch.mockReset();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('opens for a visitor with its heading, title, description, the search box and what it covers', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.title })).toBeInTheDocument();
    expect(document.title).toBe(`${TEXTS.title} | Sahha`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(TEXTS.description);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/medicine-check$/);
    expect(screen.getByRole('combobox', { name: TEXTS.label })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText(`${TEXTS.scope} ${MEDICAL_DISCLAIMER}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.takeQuiz })).toHaveAttribute('href', '/quiz');
  });

  it('a misspelt medicine offers the closest; picking it shows each supplement with what the rules do, the reason, the source and a product link', async () => {
    suggest.mockResolvedValue({ suggestions: [{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', matched: 'warfarin', match: 'typo' }] });
    const user = await open();
    await pickFirst(user, 'warfrin');

    expect(suggest).toHaveBeenCalledWith({ field: 'medications', q: 'warfrin' });
    const checking = screen.getByRole('region', { name: TEXTS.checkingHeading });
    expect(within(checking).getByText(WARFARIN_LABEL)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: TEXTS.label })).toHaveValue('');

    const vitaminE = card('Vitamin E');
    expect(within(vitaminE).getByText(TEXTS.verdict.exclude)).toBeInTheDocument();
    expect(within(vitaminE).getByText('We left out vitamin E because it adds to bleeding risk.')).toBeInTheDocument();
    expect(within(vitaminE).getByText(TEXTS.because([WARFARIN_LABEL]))).toBeInTheDocument();
    expect(within(vitaminE).getByRole('link', { name: ODS_VITAMIN_E.title })).toHaveAttribute('href', ODS_VITAMIN_E.url);
    expect(within(vitaminE).getByRole('link', { name: 'Vitamin E' })).toHaveAttribute('href', '/products/vitamin-e');
    expect(within(card('Vitamin D')).getByText(TEXTS.verdict.none)).toBeInTheDocument();
    expect(within(card('Vitamin D')).getByText(TEXTS.noRule)).toBeInTheDocument();
    // Worst first: the left-out supplement leads the list.
    const names = within(screen.getByRole('region', { name: TEXTS.supplementsHeading })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names[0]).toContain('Vitamin E');
    expect(screen.getByRole('region', { name: TEXTS.notesHeading })).toHaveTextContent('Avoid vitamin K unless your doctor agrees.');
  });

  it('adds up several picks and takes one away with its remove button', async () => {
    suggest.mockResolvedValueOnce({ suggestions: [{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', matched: 'Marevan', match: 'exact' }] });
    suggest.mockResolvedValueOnce({ suggestions: [{ id: 'levothyroxine', classes: ['levothyroxine'], term: 'levothyroxine', matched: 'Euthyrox', match: 'exact' }] });
    const user = await open();
    await pickFirst(user, 'Marevan');
    await pickFirst(user, 'Euthyrox');

    expect(within(card('Iron')).getByText(TEXTS.verdict.space)).toBeInTheDocument();
    expect(within(card('Vitamin E')).getByText(TEXTS.verdict.exclude)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXTS.removeLabel(WARFARIN_LABEL) }));
    expect(within(card('Vitamin E')).getByText(TEXTS.verdict.none)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: TEXTS.checkingHeading })).getByText(LEVOTHYROXINE_LABEL)).toBeInTheDocument();
    expect(within(card('Iron')).getByText(TEXTS.verdict.space)).toBeInTheDocument();
  });

  it('an Arabic spelling finds the same concept, and a condition that stops plans says so first', async () => {
    suggest.mockResolvedValue({ suggestions: [{ id: 'cond-kidney', classes: ['kidney_disease'], matched: 'الفشل الكلوي', match: 'prefix' }] });
    const user = await open();
    await pickFirst(user, 'الفشل');

    expect(suggest).toHaveBeenCalledWith({ field: 'medications', q: 'الفشل' });
    const stop = screen.getByRole('region', { name: TEXTS.stopHeading });
    expect(stop).toHaveTextContent('Please ask your kidney doctor before taking any supplement.');
    expect(within(card('Vitamin D')).getByText(TEXTS.noRuleAfterStop)).toBeInTheDocument();
  });

  it('text that matches nothing says so and keeps what was typed', async () => {
    suggest.mockResolvedValue({ suggestions: [] });
    const user = await open();
    await user.type(screen.getByRole('combobox', { name: TEXTS.label }), 'xyzzy');
    await pause(SUGGESTIONS_DEBOUNCE_MS);
    expect(screen.getByText(CONCEPT_PICKER_TEXTS.notFound('xyzzy'), { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: TEXTS.label })).toHaveValue('xyzzy');
  });

  it('when the rules cannot be loaded it says so and tries again on request', async () => {
    rulesQuery.data = undefined;
    rulesQuery.isError = true;
    suggest.mockResolvedValue({ suggestions: [{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin', matched: 'warfarin', match: 'exact' }] });
    const user = await open();
    await pickFirst(user, 'warfarin');
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.error);
    await user.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(rulesQuery.refetch).toHaveBeenCalled();
  });
});
