import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A table wider than a phone scrolls on its own; it takes focus so keyboard users can scroll it (WCAG 2.1.1). */
const StyledScroll = styled.div`
  overflow-x: auto;
`;

/** The catalog's tables: offers, a feed preview, store clicks. */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A row of form buttons. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

interface CatalogTableProps {
  columns: readonly string[];
  /** The region's name, unless `labelledBy` points at a heading that gives it. */
  label?: string;
  labelledBy?: string;
  /** The body rows. */
  children: ReactNode;
}

/** A catalog table with its column headings, in a region of its own that scrolls sideways on a phone. */
export function CatalogTable({ columns, label, labelledBy, children }: CatalogTableProps) {
  return (
    <StyledScroll tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy}>
      <StyledTable>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </StyledTable>
    </StyledScroll>
  );
}

/** The options of a catalog select, one per product or store. */
export function CatalogOptions({ items }: { items: readonly { key: string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.key} value={item.key}>
      {item.name}
    </option>
  ));
}
