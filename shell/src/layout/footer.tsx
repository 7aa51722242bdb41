import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MEDICAL_DISCLAIMER, type SiteConfigResponse } from '@sahha/contracts';
import { gulfCalendarDay } from '@sahha/contracts/gulf-day';
import { Button, Container } from '@sahha/ui';
import styled from 'styled-components';
import { useGetSiteConfigQuery } from '../site-config/site-config-api';
import { FOOTER_GROUPS, type FooterEntry } from './navigation';

const StyledFooter = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledGroups = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin-block: ${({ theme }) => theme.space(6)};
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  h2 {
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

function FooterItem({ entry, social }: { entry: FooterEntry; social?: SiteConfigResponse['social'] }) {
  if (entry.social) {
    const url = social?.[entry.social];
    if (!url) return null;
    return (
      <li>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {entry.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    );
  }
  return <li>{entry.to ? <Link to={entry.to}>{entry.label}</Link> : <span>{entry.label}</span>}</li>;
}

export function Footer() {
  const [expanded, setExpanded] = useState(false);
  const { data: siteConfig } = useGetSiteConfigQuery();
  const groupsId = useId();
  return (
    <StyledFooter>
      <Container>
        <StyledBottom>
          <p>{MEDICAL_DISCLAIMER}</p>
          <Button type="button" variant="ghost" size="sm" aria-expanded={expanded} aria-controls={groupsId} onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Hide links' : 'Show links'}
          </Button>
        </StyledBottom>
        <StyledGroups id={groupsId} hidden={!expanded}>
          {FOOTER_GROUPS.map((group) => (
            <section key={group.title} aria-labelledby={`${groupsId}-${group.title}`}>
              <h2 id={`${groupsId}-${group.title}`}>{group.title}</h2>
              <ul>
                {group.entries.map((entry) => (
                  <FooterItem key={entry.label} entry={entry} social={siteConfig?.social} />
                ))}
              </ul>
            </section>
          ))}
        </StyledGroups>
        <p>© {gulfCalendarDay(new Date()).slice(0, 4)} Sahha. Made for life in the UAE.</p>
      </Container>
    </StyledFooter>
  );
}
