import { usePageTitle } from '../../app/PageTitleContext';
import { useBrand } from '../../app/BrandContext';
import { Clause, ClauseList, LegalDocument, PageLink } from './components/LegalDocument';
import type { LegalSection } from './components/LegalDocument';
import { marketingPaths, marketingTexts } from './marketingTexts';
import { TERMS_EFFECTIVE, TERMS_GOVERNING_STATE } from './termsFacts';

function sections(product: string): LegalSection[] {
  return [
    {
      id: 'service',
      heading: 'The service',
      body: (
        <>
          <Clause>
            {product} is a hosted service for monitoring infrastructure equipment: the web
            application, its programming interface, the gateway software that runs on your sites and
            sends readings out, and the alerts it sends. We provide it to the company named in your
            order (“you”) for the plan and number of devices the order states.
          </Clause>
          <Clause>
            Every plan includes unlimited users, automatic updates of the service and the gateway
            software, and support during business hours. We may improve and change the service; we
            will not remove a feature you rely on without telling you first.
          </Clause>
        </>
      ),
    },
    {
      id: 'accounts',
      heading: 'Accounts and users',
      body: (
        <>
          <Clause>
            You decide who uses the service for your company and what each user may do. You are
            responsible for what your users do with their accounts, and for keeping passwords and
            authenticator devices safe. We recommend multifactor authentication for every user.
          </Clause>
          <Clause>
            Tell us at once if you believe an account has been used without permission.
          </Clause>
        </>
      ),
    },
    {
      id: 'your-data',
      heading: 'Your data',
      body: (
        <>
          <Clause>
            The readings, dashboards, equipment descriptions, files and other content you put in the
            service stay yours. You give us the right to store, process and transmit them only to
            provide the service to you, as our{' '}
            <PageLink to={marketingPaths.privacyPolicy}>
              {marketingTexts.privacyPolicyTitle}
            </PageLink>{' '}
            describes. We do not sell your data.
          </Clause>
          <Clause>
            When you share a view through a public link, anyone who has the link can see that view
            until the link expires or you revoke it.
          </Clause>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: (
        <>
          <Clause>You agree not to:</Clause>
          <ClauseList
            items={[
              'use the service to monitor or control equipment you are not authorised to access;',
              'try to reach data of another customer, or to get around the service’s limits or security;',
              'overload the service on purpose, or resell it without our written agreement;',
              'upload anything unlawful or that you have no right to share.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'fees',
      heading: 'Fees and payment',
      body: (
        <>
          <Clause>
            You pay the fees in your order, in advance for each term, within the time your invoice
            states. Fees do not include taxes, which you pay as the law requires.
          </Clause>
          <Clause>
            We may change the fees for the next term by telling you at least 30 days before the
            change takes effect.
          </Clause>
          <Clause>
            An amount not paid when due bears interest of 1.5% per month, or the highest rate the
            law allows if that is lower, from the due date until it is paid.
          </Clause>
          <Clause>
            If an amount is still unpaid 10 days after its due date, we may suspend the service
            until it is paid, after telling you. Your data is kept while the service is suspended.
          </Clause>
        </>
      ),
    },
    {
      id: 'term',
      heading: 'Term and renewal',
      body: (
        <>
          <Clause>
            The initial term is one year from the start date in your order. The agreement then
            renews automatically for further terms of one year each.
          </Clause>
          <Clause>
            Either of us may stop the renewal by giving the other notice of non-renewal at least 60
            days before the end of the current term.
          </Clause>
        </>
      ),
    },
    {
      id: 'updates',
      heading: 'Updates to this agreement',
      body: (
        <>
          <Clause>
            We may update this agreement. We will publish the new text on this page with its
            effective date and tell your company’s administrators.
          </Clause>
          <Clause>
            If you do not accept an update, you may terminate the agreement by notice to us within
            30 days of the update taking effect; the earlier text then applies until the
            termination, and we refund the fees you paid for the rest of the term.
          </Clause>
        </>
      ),
    },
    {
      id: 'termination',
      heading: 'Termination',
      body: (
        <>
          <Clause>
            Either of us may terminate the agreement if the other seriously breaches it and does not
            put the breach right within 30 days of being told about it.
          </Clause>
          <Clause>
            When the agreement ends, your users can no longer sign in. For 30 days after the end we
            will, on request, give you an export of your data; we then delete it, as the{' '}
            <PageLink to={marketingPaths.privacyPolicy}>
              {marketingTexts.privacyPolicyTitle}
            </PageLink>{' '}
            describes.
          </Clause>
        </>
      ),
    },
    {
      id: 'warranties',
      heading: 'What the service does not promise',
      body: (
        <>
          <Clause>
            We run the service with care and fix faults we find or you report. But monitoring
            depends on things outside our control: your equipment and network, your gateways’
            connection to the internet, and the mail and SMS providers that carry alerts. An alert
            may be late or not arrive.
          </Clause>
          <Clause>
            {product} adds to the safety systems and procedures of your sites; it does not replace
            them. Except as this agreement says, the service is provided “as is”, without other
            warranties, to the extent the law allows.
          </Clause>
        </>
      ),
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      body: (
        <Clause>
          Neither of us is liable to the other for indirect or consequential loss, or for lost
          profits or revenue. Each party’s total liability under this agreement is limited to the
          fees you paid for the service in the 12 months before the event giving rise to the claim.
          These limits do not apply to unpaid fees, or where the law does not allow them.
        </Clause>
      ),
    },
    {
      id: 'law',
      heading: 'Governing law',
      body: (
        <Clause>
          This agreement is governed by the laws of the State of {TERMS_GOVERNING_STATE}, United
          States of America, without regard to its conflict-of-laws rules. The state and federal
          courts located in {TERMS_GOVERNING_STATE} have exclusive jurisdiction over any dispute
          arising from it.
        </Clause>
      ),
    },
    {
      id: 'contact',
      heading: 'Notices and contact',
      body: (
        <Clause>
          Notices under this agreement are given in writing to the address in your order. For
          questions about it, signed-in users can write to us through{' '}
          <PageLink to={marketingPaths.bug}>Send Feedback</PageLink>; the{' '}
          <PageLink to={marketingPaths.help}>{marketingTexts.helpTitle}</PageLink> page lists the
          other ways to reach us.
        </Clause>
      ),
    },
  ];
}

/**
 * /terms/service-agreement (spec access §2, public; §8 the terms): the subscription terms —
 * one-year initial term renewing automatically, 60 days' notice of non-renewal, 30 days' notice
 * of a fee change, 1.5% monthly late interest, suspension after 10 days' non-payment,
 * termination within 30 days of an update, and the governing state's law.
 */
export function ServiceAgreementPage() {
  usePageTitle(marketingTexts.serviceAgreementTitle);
  const { brand } = useBrand();
  return (
    <LegalDocument
      title={`${brand.productName} ${marketingTexts.serviceAgreementTitle}`}
      effective={TERMS_EFFECTIVE}
      intro={
        <>
          This agreement sets the terms on which we provide {brand.productName} to your company. By
          signing an order for the service, or by using it, your company agrees to it.
        </>
      }
      sections={sections(brand.productName)}
    />
  );
}
