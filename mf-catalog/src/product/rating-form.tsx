import { PRODUCT_RATING_TEXT_MAX_LENGTH, type ProductRatingSummary } from '@sahha/contracts';
import { useSession } from '@sahha/store';
import { Button, ButtonLink, Card, StarRating, TextArea, toast } from '@sahha/ui';
import { wrapRowCss } from '@sahha/ui/mixins';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useGetProductRatingsQuery, useRateProductMutation } from './product-api';
import { RATING_TEXTS } from './product-texts';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledSummary = styled.p`
  ${wrapRowCss}
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

function Summary({ summary }: { summary: ProductRatingSummary }) {
  if (summary.count === 0 || summary.average === null) return <StyledSummary>{RATING_TEXTS.noRatings}</StyledSummary>;
  const text = RATING_TEXTS.summary(summary.average, summary.count);
  return (
    <StyledSummary>
      <StarRating value={summary.average} readOnly label={text} size={18} />
      <span>{text}</span>
    </StyledSummary>
  );
}

/**
 * Product rating form (docs/requirements.md, "Route: /products/:id rating form"): the stars start at 0 with a hover preview; submitting with 0
 * is blocked by the 'Rating required' toast and nothing is sent.
 */
export function RatingForm({ productId, initialSummary }: { productId: string; initialSummary: ProductRatingSummary }) {
  const session = useSession();
  const { data } = useGetProductRatingsQuery(productId);
  const [rateProduct, { isLoading: submitting }] = useRateProductMutation();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');

  const summary = data?.ratingSummary ?? initialSummary;
  const myRating = data?.myRating ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === 0) {
      toast({ title: RATING_TEXTS.requiredTitle, description: RATING_TEXTS.requiredDescription, variant: 'destructive' });
      return;
    }
    try {
      await rateProduct({ id: productId, rating, text: text.trim() }).unwrap();
      toast({ title: RATING_TEXTS.savedTitle, description: RATING_TEXTS.savedDescription });
      setRating(0);
      setText('');
    } catch {
      toast({ title: RATING_TEXTS.failedTitle, description: RATING_TEXTS.failedDescription, variant: 'destructive' });
    }
  };

  return (
    <StyledCard as="section" aria-labelledby="rate-product-title">
      <StyledTitle id="rate-product-title">{RATING_TEXTS.heading}</StyledTitle>
      <Summary summary={summary} />
      {session.status === 'anonymous' ? (
        <ButtonLink to="/auth" variant="secondary">
          {RATING_TEXTS.signIn}
        </ButtonLink>
      ) : null}
      {session.status === 'authenticated' ? (
        <StyledForm onSubmit={onSubmit} noValidate>
          {myRating ? <StyledSummary>{RATING_TEXTS.yourRating(myRating.rating)}</StyledSummary> : null}
          <StarRating value={rating} onChange={setRating} label={RATING_TEXTS.starsLabel} />
          <TextArea
            label={RATING_TEXTS.textLabel}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={PRODUCT_RATING_TEXT_MAX_LENGTH}
            rows={3}
          />
          <Button type="submit" disabled={submitting}>
            {submitting ? RATING_TEXTS.submitting : RATING_TEXTS.submit}
          </Button>
        </StyledForm>
      ) : null}
    </StyledCard>
  );
}
