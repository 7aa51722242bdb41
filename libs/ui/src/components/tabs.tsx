import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const StyledTab = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledPanel = styled.div`
  padding-top: ${({ theme }) => theme.space(6)};
`;

const NAV_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'];

/**
 * WAI-ARIA tabs with automatic activation: focus and selection move together (roving tabindex),
 * and only the selected panel is mounted.
 */
export function Tabs({ tabs, value, onChange, label, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );
  const selected = tabs[selectedIndex];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAV_KEYS.includes(event.key) || tabs.length === 0) return;
    event.preventDefault();
    const last = tabs.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (selectedIndex + 1) % tabs.length
            : (selectedIndex - 1 + tabs.length) % tabs.length;
    const target = tabs[next];
    onChange(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <StyledTab
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {selected ? (
        <StyledPanel role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} tabIndex={0}>
          {selected.content}
        </StyledPanel>
      ) : null}
    </div>
  );
}
