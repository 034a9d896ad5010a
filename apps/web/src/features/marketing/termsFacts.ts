/** The date the service agreement and the privacy policy took effect, as the pages show it. */
export const TERMS_EFFECTIVE = '28 November 2026';

/** The US state whose law governs the service agreement (spec access §8 names none). */
export const TERMS_GOVERNING_STATE = 'Delaware';
