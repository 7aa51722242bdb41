import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '../testing/render-shell';
import { HEADER_SEARCH_LABEL, HeaderSearch, isTypingTarget } from './header-search';

describe('HeaderSearch', () => {
  it('is a labelled search field that opens /search with the query', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithSession(<HeaderSearch />, { path: '/blog' });
    const field = screen.getByRole('searchbox', { name: HEADER_SEARCH_LABEL });
    expect(screen.getByRole('search')).toContainElement(field);
    await user.type(field, '  vitamin d & zinc {Enter}');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=vitamin+d+%26+zinc');
    expect(field).toHaveValue('');
  });

  it('opens the search page without a query when submitted empty', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithSession(<HeaderSearch />, { path: '/blog' });
    await user.type(screen.getByRole('searchbox', { name: HEADER_SEARCH_LABEL }), '   {Enter}');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search');
  });
});

describe('isTypingTarget', () => {
  it.each(['input', 'textarea', 'select'])('is true in a %s', (tag) => {
    expect(isTypingTarget(document.createElement(tag))).toBe(true);
  });

  it('is true inside an editable region and false elsewhere', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.appendChild(inner);
    document.body.appendChild(editable);
    expect(isTypingTarget(inner)).toBe(true);
    editable.setAttribute('contenteditable', 'false');
    expect(isTypingTarget(inner)).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    editable.remove();
  });
});
