import styled from 'styled-components';
import amazonAe from './logos/amazon-ae.svg';
import binsina from './logos/binsina.svg';
import carrefourUae from './logos/carrefour-uae.svg';
import iherb from './logos/iherb.svg';
import lifePharmacy from './logos/life-pharmacy.svg';
import noonAe from './logos/noon-ae.svg';

/**
 * Logo images by the logo key the catalog API sends with each price. Each is our own monogram
 * in the store's colour, self-hosted: no store's trademarked artwork is copied.
 */
const LOGOS: Record<string, string> = {
  'amazon-ae': amazonAe,
  binsina,
  'carrefour-uae': carrefourUae,
  iherb,
  'life-pharmacy': lifePharmacy,
  'noon-ae': noonAe,
};

const LOGO_SIZE = 32;

const StyledLogo = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledPlaceholder = styled.span`
  flex: none;
  width: ${LOGO_SIZE}px;
  height: ${LOGO_SIZE}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** Decorative: the retailer's name is always written next to it. */
export function RetailerLogo({ logo }: { logo: string }) {
  const src = LOGOS[logo];
  if (!src) return <StyledPlaceholder aria-hidden="true" />;
  return <StyledLogo src={src} alt="" width={LOGO_SIZE} height={LOGO_SIZE} />;
}
