// The public site's pages, one chunk: a visitor moving between them waits for nothing.
export { CaseStudiesPage } from './CaseStudiesPage';
export { CompanyPage } from './CompanyPage';
export { DemoPage } from './DemoPage';
export { LandingHomePage } from './LandingHomePage';
export { PartnersPage } from './PartnersPage';
export { PricingPage } from './PricingPage';
export { ProductPage } from './ProductPage';
