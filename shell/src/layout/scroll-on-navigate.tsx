import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top, or at the element its #hash names. Back and forward are left to
 * the browser, which restores where the reader was. Query-only changes (a new search term, a
 * filter) keep the position, so the reader is not thrown to the top while refining.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPlace = useRef(pathname + hash);
  useLayoutEffect(() => {
    const place = pathname + hash;
    if (place === shownPlace.current) return;
    shownPlace.current = place;
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
