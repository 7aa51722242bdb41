import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AUTH_MESSAGES, type User } from '@sahha/contracts';
import { sessionEnded, useAppDispatch, useLogoutMutation, useSession } from '@sahha/store';
import { Badge, Button, ButtonLink, Container, toast, useThemeMode } from '@sahha/ui';
import styled from 'styled-components';
import { useGoHomeNow } from '../session/use-go-home-now';
import { HeaderSearch, isTypingTarget, SEARCH_SHORTCUT_KEY } from './header-search';
import { displayNameFor, initialsFor } from './initials';
import { accountLinks, desktopNavLinks, headerLinks, PROGRESS_TRACKER_LINK, type NavItem } from './navigation';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// Between the desktop breakpoint and xl the bar is tighter, so the search field fits beside the
// links at 1024 px without wrapping them.
const StyledBar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 64px;
  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space(3)};
  }
  ${({ theme }) => theme.media.xl} {
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const StyledBrand = styled(Link)`
  flex-shrink: 0;
  font-weight: 700;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const StyledDesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

// Labels never break inside, so the desktop bar stays one row high (e2e/tests/layout-widths.spec.ts).
const StyledNavLink = styled(NavLink)`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${({ theme }) => theme.media.lg} {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  ${({ theme }) => theme.media.xl} {
    padding-inline: ${({ theme }) => theme.space(3)};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const StyledActions = styled.div`
  display: none;
  flex-shrink: 0;
  align-items: center;
  white-space: nowrap;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
`;

// Narrow at the desktop breakpoint so the links stay on one line at 1024 px.
const StyledDesktopSearch = styled(HeaderSearch)`
  width: 6.5rem;
  flex-shrink: 0;
  ${({ theme }) => theme.media.xl} {
    width: 13rem;
  }
`;

const StyledMenuToggle = styled(Button)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const StyledMobileMenu = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const StyledAvatarButton = styled.button`
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  cursor: pointer;
`;

const StyledAccountMenu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  min-width: 240px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  padding: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  a,
  button {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: none;
    font: inherit;
    cursor: pointer;
    text-decoration: none;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const StyledThemeSelect = styled.select`
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

function ThemeSelect() {
  const { mode, setMode } = useThemeMode();
  return (
    <StyledThemeSelect aria-label="Theme" value={mode} onChange={(event) => setMode(event.target.value as typeof mode)}>
      <option value="light">Light</option>
      <option value="dark">Dark</option>
      <option value="system">System</option>
    </StyledThemeSelect>
  );
}

function useLogout() {
  const [logout] = useLogoutMutation();
  const goHomeNow = useGoHomeNow();
  const dispatch = useAppDispatch();
  return async () => {
    try {
      await logout().unwrap();
      goHomeNow();
      dispatch(sessionEnded());
      toast({ title: AUTH_MESSAGES.logoutTitle, description: AUTH_MESSAGES.logoutText });
    } catch (error) {
      toast({ title: AUTH_MESSAGES.logoutFailedTitle, description: (error as { message?: string }).message, variant: 'destructive' });
    }
  };
}

function AccountMenu({ user }: { user: User }) {
  const { name, email } = user;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={containerRef} style={{ position: 'relative' }}>
      <StyledAvatarButton
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${displayNameFor(name, email)}`}
        onClick={() => setOpen((value) => !value)}
      >
        {initialsFor(name, email)}
      </StyledAvatarButton>
      {open && (
        <StyledAccountMenu id={menuId} onClick={(event) => event.target !== event.currentTarget && setOpen(false)}>
          <p>Welcome, {displayNameFor(name, email)}</p>
          {[PROGRESS_TRACKER_LINK, ...accountLinks(user.role)].map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          <button type="button" onClick={logout}>
            Logout
          </button>
        </StyledAccountMenu>
      )}
    </div>
  );
}

export function Header() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const desktopSearch = useRef<HTMLInputElement>(null);
  const mobileSearch = useRef<HTMLInputElement>(null);
  const [focusMobileSearch, setFocusMobileSearch] = useState(false);

  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_SHORTCUT_KEY || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      const desktop = desktopSearch.current;
      // Below the desktop breakpoint the header field lives in the mobile menu: open it first.
      if (desktop && desktop.getClientRects().length > 0) desktop.focus();
      else {
        setMenuOpen(true);
        setFocusMobileSearch(true);
      }
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  useEffect(() => {
    if (!menuOpen || !focusMobileSearch) return;
    mobileSearch.current?.focus();
    setFocusMobileSearch(false);
  }, [menuOpen, focusMobileSearch]);

  const renderLinks = (links: NavItem[]) =>
    links.map((link) => (
      <StyledNavLink key={link.to} to={link.to} end={link.to === '/'}>
        {link.label}
        {link.badge && <Badge tone="accent">{link.badge}</Badge>}
      </StyledNavLink>
    ));

  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrand to="/" aria-label="Sahha home">
          Sahha
        </StyledBrand>
        <StyledDesktopNav aria-label="Main">{renderLinks(desktopNavLinks(signedIn))}</StyledDesktopNav>
        {/* Busy until the session is known: the actions change once it is. */}
        <StyledActions aria-busy={session.status === 'loading'}>
          <StyledDesktopSearch inputRef={desktopSearch} />
          <ThemeSelect />
          {signedIn ? (
            <>
              <ButtonLink to={PROGRESS_TRACKER_LINK.to} variant="secondary" size="sm">
                {PROGRESS_TRACKER_LINK.label}
              </ButtonLink>
              <AccountMenu user={session.user} />
            </>
          ) : (
            <ButtonLink to="/quiz" size="sm">
              Take the Quiz
            </ButtonLink>
          )}
        </StyledActions>
        <StyledMenuToggle
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((value) => !value)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </StyledMenuToggle>
      </StyledBar>
      {menuOpen && (
        <Container>
          <StyledMobileMenu id="mobile-menu" aria-label="Mobile">
            <HeaderSearch inputRef={mobileSearch} />
            {renderLinks(headerLinks(signedIn))}
            <ButtonLink to="/quiz">Take the Quiz</ButtonLink>
            {signedIn && (
              <>
                {renderLinks(accountLinks(session.user.role))}
                <LogoutButtonMobile />
              </>
            )}
            <ThemeSelect />
          </StyledMobileMenu>
        </Container>
      )}
    </StyledHeader>
  );
}

function LogoutButtonMobile() {
  const logout = useLogout();
  return (
    <Button type="button" variant="ghost" onClick={logout}>
      Logout
    </Button>
  );
}
