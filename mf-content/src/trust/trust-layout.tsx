import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@sahha/ui';
import { StyledPage, StyledPageHeader, StyledSection } from '../shared/page-layout';
import { LEGAL_LAST_UPDATED, TRUST_PAGES, type TrustPageKey } from './trust-pages';
import type { StorageItem } from './storage-inventory';

/** A titled section of running text, kept to a readable line length. */
export const StyledProse = styled(StyledSection)`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;

  p,
  ul,
  ol,
  dl {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  h3 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  code {
    font-size: 0.95em;
    overflow-wrap: anywhere;
  }
`;

/** A calm callout for the one sentence a page must not let the reader miss. */
export const StyledNotice = styled.p`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.caution};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionBg};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledRelated = styled.nav`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space(2)};
  }
`;

/** Links to the other trust pages, so a reader can move between them without the footer. */
export function RelatedPages({ current }: { current: TrustPageKey }) {
  const others = (Object.keys(TRUST_PAGES) as TrustPageKey[]).filter((key) => key !== current);
  return (
    <StyledRelated aria-labelledby="related-pages-heading">
      <h2 id="related-pages-heading">Related pages</h2>
      <ul>
        {others.map((key) => (
          <li key={key}>
            <Link to={TRUST_PAGES[key].path}>{TRUST_PAGES[key].heading}</Link>
          </li>
        ))}
      </ul>
    </StyledRelated>
  );
}

/** A trust page: its heading and one-paragraph intro, its sections, then the links to the other trust pages. */
export function TrustPageFrame({ current, intro, children }: { current: TrustPageKey; intro: ReactNode; children: ReactNode }) {
  return (
    <StyledPage>
      <Container>
        <StyledPageHeader>
          <h1>{TRUST_PAGES[current].heading}</h1>
          <p>{intro}</p>
        </StyledPageHeader>
        {children}
        <RelatedPages current={current} />
      </Container>
    </StyledPage>
  );
}

export function LastUpdated() {
  return (
    <p>
      Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.display}</time>
    </p>
  );
}

const StyledStorageList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  > div {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

/** The browser storage the front end uses: key, why, and what is in it. */
export function StorageList({ items }: { items: readonly StorageItem[] }) {
  return (
    <StyledStorageList>
      {items.map((item) => (
        <div key={item.key}>
          <dt>
            <code>{item.key}</code>
          </dt>
          <dd>{item.purpose}</dd>
          <dd>Contains: {item.contents}</dd>
        </div>
      ))}
    </StyledStorageList>
  );
}
