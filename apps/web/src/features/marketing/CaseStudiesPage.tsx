import { LandingCards } from './components/LandingCards';
import { LandingHero } from './components/LandingHero';
import { LandingSection } from './components/LandingSection';
import { useLandingPage } from './hooks/useLandingPage';
import { CASE_STUDIES, HERO, LANDING_PAGES } from './landingContent';

/** /landing/case-studies (spec access §2): a banner with the product tour, then the stories. */
export function CaseStudiesPage() {
  const product = useLandingPage('caseStudies');
  return (
    <>
      <LandingHero
        title={LANDING_PAGES.caseStudies.title}
        lead={CASE_STUDIES.intro(product)}
        tourLabel={HERO.tourLabel(product)}
        columns="1fr 1fr"
        banner
      />
      <LandingSection id="stories" title="Stories">
        <LandingCards cards={CASE_STUDIES.stories} component="article" />
      </LandingSection>
    </>
  );
}
