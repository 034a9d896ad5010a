import { SESSION_TTL_MS } from '@vigil/domain';
import { useBrand } from '../../app/BrandContext';
import { usePageTitle } from '../../app/PageTitleContext';
import { Clause, ClauseList, LegalDocument, PageLink } from './components/LegalDocument';
import type { LegalSection } from './components/LegalDocument';
import { marketingPaths, marketingTexts } from './marketingTexts';
import { TERMS_EFFECTIVE } from './termsFacts';

const SESSION_DAYS = Math.round(SESSION_TTL_MS / (24 * 3600_000));

function sections(product: string): LegalSection[] {
  return [
    {
      id: 'who',
      heading: 'Who we are',
      body: (
        <Clause>
          We provide {product} to companies under a{' '}
          <PageLink to={marketingPaths.serviceAgreement}>
            {marketingTexts.serviceAgreementTitle}
          </PageLink>
          . For the data a company puts in {product} about its sites and its people, that company
          decides what is kept and who sees it, and we process it on its behalf. This policy says
          what we keep, why, and for how long.
        </Clause>
      ),
    },
    {
      id: 'what',
      heading: 'What we keep',
      body: (
        <>
          <Clause>
            <strong>Account data.</strong> For each user: e-mail address, first and last name, an
            optional mobile phone number, the company and its roles, the home page chosen, alert
            preferences, and whether multifactor authentication is on. Passwords are kept only as a
            one-way hash (argon2id), never as text; the authenticator secret is kept to check codes.
          </Clause>
          <Clause>
            <strong>Readings and equipment data.</strong> What your gateways send: sensor values and
            their times, equipment names, models and network addresses on your sites, SNMP traps,
            asset details, and the settings and credentials gateways need to poll your equipment.
            Also the dashboards, templates, floor plans, files and reports your users create.
          </Clause>
          <Clause>
            <strong>Logs.</strong> Sign-in attempts (the address typed, the time, the network
            address and whether it succeeded), to lock an account for an hour after repeated
            failures; who changed what on each piece of equipment; which alerts were sent to whom
            and how delivery went; and server logs of requests (time, page, network address, request
            id) to keep the service running and secure. Passwords and session cookies are never
            written to server logs.
          </Clause>
          <Clause>
            <strong>Messages to us.</strong> Bug reports sent through Send Feedback: the address to
            answer, the subject, the description and the account that sent it.
          </Clause>
        </>
      ),
    },
    {
      id: 'use',
      heading: 'How we use it',
      body: (
        <ClauseList
          items={[
            'to provide the service: show your dashboards, store readings, run gateway actions and reports;',
            'to send the alerts, invitations and password e-mails that users and their administrators asked for;',
            'to protect accounts and the service: sign-in limits, lockouts, and finding misuse;',
            'to answer your reports and questions, and to fix faults.',
          ]}
        />
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      body: (
        <Clause>
          {product} sets one cookie: a session cookie that keeps you signed in. It holds a random
          identifier, cannot be read by scripts on the page, is sent only to {product} and ends when
          you sign out or after {SESSION_DAYS} days. There are no advertising, tracking or
          third-party analytics cookies, and public pages set none until you sign in.
        </Clause>
      ),
    },
    {
      id: 'mail-sms',
      heading: 'E-mail and SMS',
      body: (
        <>
          <Clause>
            We send e-mail for alerts you subscribed to, scheduled reports, invitations, address
            verification and password resets, and text messages (SMS) for alerts only to users who
            gave a mobile number and turned SMS alerts on. By giving a phone number you agree to
            receive automatic text alerts; remove the number from your account to stop them.
          </Clause>
          <Clause>
            Messages are handed to the mail server and SMS provider that run the service, which
            receive the address or number and the message to deliver it. Each alert e-mail carries a
            link that acknowledges that alarm without signing in; keep such e-mails to yourself.
          </Clause>
        </>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who sees your data',
      body: (
        <>
          <Clause>
            Users of your company see what their roles allow; partners who manage your company for
            you, and our support staff when you ask for help or a fault needs it. A view you share
            through a public link is visible to anyone with the link until it expires or is revoked.
          </Clause>
          <Clause>
            We do not sell personal data or use it for advertising. We disclose data to others only
            to run the service (hosting, mail and SMS delivery) or when the law requires it.
          </Clause>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: (
        <ClauseList
          items={[
            'Account data: while the account exists; an administrator can delete a user at any time.',
            'Readings, equipment data and logs: while your company uses the service, so that trends and reports can cover the past years.',
            'Reports: until a user deletes them.',
            'Sessions: until you sign out, or for the session’s lifetime at most.',
            'When your company’s agreement ends: deleted 30 days after the end, once any export you asked for has been given, except backups, which expire on their normal cycle.',
          ]}
        />
      ),
    },
    {
      id: 'rights',
      heading: 'Your choices and rights',
      body: (
        <Clause>
          You can see and correct your name and phone number, change your password and choose your
          alerts in your account. To see, export or delete other data about you, ask your company’s
          administrator, or ask us. We answer within 30 days.
        </Clause>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <Clause>
          Connections to {product} are encrypted; gateways only open connections out from your
          sites, never accept them; each company’s data is kept apart from every other’s and every
          request is checked against the user’s rights; accounts are locked after repeated failed
          sign-ins, and multifactor authentication is available to every user.
        </Clause>
      ),
    },
    {
      id: 'contact',
      heading: 'Changes and contact',
      body: (
        <Clause>
          We publish changes to this policy on this page with their effective date. For questions
          about your data, signed-in users can write to us through{' '}
          <PageLink to={marketingPaths.bug}>Send Feedback</PageLink>; the{' '}
          <PageLink to={marketingPaths.help}>{marketingTexts.helpTitle}</PageLink> page lists the
          other ways to reach us.
        </Clause>
      ),
    },
  ];
}

/**
 * /terms/privacy-policy (spec access §2, public): what the service keeps — account data,
 * readings, logs —, its one session cookie, e-mail and SMS, retention and how to reach us.
 */
export function PrivacyPolicyPage() {
  usePageTitle(marketingTexts.privacyPolicyTitle);
  const { brand } = useBrand();
  return (
    <LegalDocument
      title={`${brand.productName} ${marketingTexts.privacyPolicyTitle}`}
      effective={TERMS_EFFECTIVE}
      intro={
        <>
          This policy explains what personal data {brand.productName} keeps about the people who use
          it, how it is used and protected, and the choices you have.
        </>
      }
      sections={sections(brand.productName)}
    />
  );
}
