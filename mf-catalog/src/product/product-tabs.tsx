import { MEDICAL_DISCLAIMER, type ProductDetail } from '@sahha/contracts';
import { EVIDENCE_GRADE_MEANINGS } from '@sahha/contracts/quiz';
import { Badge, Tabs } from '@sahha/ui';
import { wrapRowCss } from '@sahha/ui/mixins';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_TEXTS } from './product-texts';

type TabId = 'overview' | 'research' | 'safety';

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledSubheading = styled.h3`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledText = styled.p`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  line-height: 1.6;
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  line-height: 1.5;
`;

const StyledGrade = styled.p`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** BRAND.md: cautions are amber, distinct but not alarming. */
const StyledCaution = styled.section`
  max-width: ${({ theme }) => theme.layout.readableWidth};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-left: 4px solid ${({ theme }) => theme.colors.caution};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionBg};
  color: ${({ theme }) => theme.colors.text};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.caution};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledDisclaimer = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${children} ${PRODUCT_TEXTS.newTab}`}>
      {children}
    </a>
  );
}

/** Tabs (docs/requirements.md, "Route: /products/:id"): Overview (key benefits), Research (scientific evidence), Safety & Dosage. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const [tab, setTab] = useState<TabId>('overview');
  return (
    <Tabs
      label={PRODUCT_TEXTS.tabsLabel}
      value={tab}
      onChange={(id) => setTab(id as TabId)}
      tabs={[
        {
          id: 'overview',
          label: PRODUCT_TEXTS.overviewTab,
          content: (
            <>
              <StyledHeading>{PRODUCT_TEXTS.benefitsHeading}</StyledHeading>
              <StyledList>
                {product.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </StyledList>
            </>
          ),
        },
        {
          id: 'research',
          label: PRODUCT_TEXTS.researchTab,
          content: (
            <>
              <StyledHeading>{PRODUCT_TEXTS.evidenceHeading}</StyledHeading>
              <StyledGrade>
                <Badge tone="info">{PRODUCT_TEXTS.evidenceGrade(product.evidenceGrade)}</Badge>
                <span>{EVIDENCE_GRADE_MEANINGS[product.evidenceGrade]}</span>
              </StyledGrade>
              <StyledText>{product.scientificEvidence}</StyledText>
              <StyledSubheading>{PRODUCT_TEXTS.sourcesHeading}</StyledSubheading>
              <StyledList>
                {product.sources.map((source) => (
                  <li key={source.url}>
                    <ExternalLink href={source.url}>{source.title}</ExternalLink>
                  </li>
                ))}
                {product.sources.some((source) => source.url === product.evidenceUrl) ? null : (
                  <li>
                    <ExternalLink href={product.evidenceUrl}>{PRODUCT_TEXTS.evidenceLink}</ExternalLink>
                  </li>
                )}
              </StyledList>
            </>
          ),
        },
        {
          id: 'safety',
          label: PRODUCT_TEXTS.safetyTab,
          content: (
            <>
              <StyledHeading>{PRODUCT_TEXTS.dosageHeading}</StyledHeading>
              <StyledText>{product.recommendedDosage}</StyledText>
              {product.cautions.length > 0 ? (
                <StyledCaution aria-labelledby="product-cautions">
                  <h3 id="product-cautions">{PRODUCT_TEXTS.cautionsHeading}</h3>
                  <StyledList>
                    {product.cautions.map((caution) => (
                      <li key={caution}>{caution}</li>
                    ))}
                  </StyledList>
                </StyledCaution>
              ) : null}
              <StyledText>
                <Link to="/medicine-check">{PRODUCT_TEXTS.medicineCheck}</Link>
              </StyledText>
              <StyledDisclaimer>
                {PRODUCT_TEXTS.notMedicalAdvice} {MEDICAL_DISCLAIMER}
              </StyledDisclaimer>
            </>
          ),
        },
      ]}
    />
  );
}
