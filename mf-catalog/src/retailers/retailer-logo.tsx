import styled from 'styled-components';
import alShifaPharmacy from './logos/al-shifa-pharmacy.svg';
import amazonAe from './logos/amazon-ae.svg';
import medipointPharmacy from './logos/medipoint-pharmacy.svg';
import oasisHypermarket from './logos/oasis-hypermarket.svg';
import quickcartUae from './logos/quickcart-uae.svg';
import vitaglobalShop from './logos/vitaglobal-shop.svg';
import wellcarePharmacy from './logos/wellcare-pharmacy.svg';

/** Logo images by the logo key the catalog API sends with each price. */
const LOGOS: Record<string, string> = {
  'al-shifa-pharmacy': alShifaPharmacy,
  'amazon-ae': amazonAe,
  'medipoint-pharmacy': medipointPharmacy,
  'oasis-hypermarket': oasisHypermarket,
  'quickcart-uae': quickcartUae,
  'vitaglobal-shop': vitaglobalShop,
  'wellcare-pharmacy': wellcarePharmacy,
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
