import { useContext } from 'react';
import { BrandContext } from '../../../app/BrandContext';

/** The brand's product name the e-mails and the authenticator entry use (the server's default outside a brand). */
export function useProductName(): string | undefined {
  return useContext(BrandContext)?.brand.productName;
}
