import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollOnNavigate } from './scroll-on-navigate';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <Link to="/second">Second</Link>
      <Link to="/second#details">Details</Link>
      <Link to="/first?q=vitamin">Refine</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <div id="details">Details section</div>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollOnNavigate />
      <Routes>
        <Route path="/first" element={<Page name="First" />} />
        <Route path="/second" element={<Page name="Second" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollOnNavigate', () => {
  let scrollTo: jest.SpyInstance;
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => scrollTo.mockRestore());

  it('leaves the first page where the browser put it', () => {
    renderAt('/first');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a newly opened page at its top', () => {
    renderAt('/first');
    fireEvent.click(screen.getByRole('link', { name: 'Second' }));
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the element a #hash names', () => {
    renderAt('/first');
    fireEvent.click(screen.getByRole('link', { name: 'Details' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the position when only the query changes', () => {
    renderAt('/first');
    fireEvent.click(screen.getByRole('link', { name: 'Refine' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets the browser restore the position on back', () => {
    renderAt('/first');
    fireEvent.click(screen.getByRole('link', { name: 'Second' }));
    scrollTo.mockClear();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
