import { APP_ROUTES } from '@vigil/domain';

/** The words of the feedback, help and terms pages and the footer (our own: the spec has none). */
export const marketingTexts = {
  bugTitle: 'Send Feedback',
  bugIntro:
    'Tell us what went wrong. Our support team reads every report and answers at the address below.',
  emailLabel: 'Your email',
  subjectLabel: 'Subject',
  subjectHelp: 'A short summary, such as “Trend widget shows no line”.',
  descriptionLabel: 'Description',
  descriptionHelp: (used: number, max: number) =>
    `What you did, what you expected and what happened instead (${used}/${max} characters).`,
  send: 'Send Report',
  helpTitle: 'Help',
  serviceAgreementTitle: 'Service Agreement',
  privacyPolicyTitle: 'Privacy Policy',
  feedbackLink: 'Feedback',
  helpLink: 'Help',
  copyright: (year: number, productName: string) =>
    `© ${year} ${productName}. All rights reserved.`,
} as const;

/** Where the marketing pages live (spec access §2). */
export const marketingPaths = {
  bug: APP_ROUTES.feedbackBug,
  help: APP_ROUTES.feedbackHelp,
  serviceAgreement: APP_ROUTES.termsServiceAgreement,
  privacyPolicy: APP_ROUTES.termsPrivacyPolicy,
} as const;
