import { REMOTE_RETRY_LABEL } from '@sahha/contracts';
import { Button } from '@sahha/ui';
import { wrapRowCss } from '@sahha/ui/mixins';
import styled from 'styled-components';

const StyledLoadError = styled.div`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(4)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A section's load error (docs/requirements.md, "Site: errors from API calls") with a way to retry without reloading the site. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <StyledLoadError>
      <p role="alert">{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {REMOTE_RETRY_LABEL}
      </Button>
    </StyledLoadError>
  );
}
