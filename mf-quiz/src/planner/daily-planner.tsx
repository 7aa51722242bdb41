import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Card } from '@sahha/ui';
import { stackListCss } from '@sahha/ui/mixins';
import { NewTabLink } from '../shared/new-tab-link';
import { productPathOf } from '../shared/product-path';
import { PLANNER_WINDOWS, SAVED_PLAN_LABELS, groupByTimeOfDay } from './planner-groups';

export interface PlannerItem {
  name: string;
  evidenceUrl: string;
  timeOfDay?: string | null;
  productId?: string | null;
  description?: string;
}

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledGroup = styled(Card)`
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    ${stackListCss}
    gap: ${({ theme }) => theme.space(3)};
  }

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  }
`;

const StyledWindow = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-right: auto;
`;

export interface DailyPlannerProps {
  items: readonly PlannerItem[];
  /** 'windows': results page (label + time window); 'saved-plan': saved plan labels (docs/requirements.md, "Data: times of day and the daily planner"). */
  labels: 'windows' | 'saved-plan';
}

/** Recommendations grouped by time of day in the order of docs/requirements.md, "Data: times of day and the daily planner"; empty groups are hidden. */
export function DailyPlanner({ items, labels }: DailyPlannerProps) {
  return (
    <StyledGroups>
      {groupByTimeOfDay(items).map(({ timeOfDay, items: groupItems }) => (
        <StyledGroup as="section" key={timeOfDay} aria-label={labels === 'windows' ? PLANNER_WINDOWS[timeOfDay].label : SAVED_PLAN_LABELS[timeOfDay]}>
          <h3>
            {labels === 'windows' ? PLANNER_WINDOWS[timeOfDay].label : SAVED_PLAN_LABELS[timeOfDay]}
            {labels === 'windows' ? <StyledWindow>{PLANNER_WINDOWS[timeOfDay].window}</StyledWindow> : null}
          </h3>
          <ul>
            {groupItems.map((item) => {
              const productPath = productPathOf(item);
              return (
                <li key={item.name}>
                  <StyledName>{item.name}</StyledName>
                  <NewTabLink href={item.evidenceUrl} label={`Evidence for ${item.name}`}>
                    Evidence
                  </NewTabLink>
                  {productPath ? (
                    <Link to={productPath} aria-label={`Product details for ${item.name}`}>
                      Product details
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </StyledGroup>
      ))}
    </StyledGroups>
  );
}
