import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { APP_ROUTES, messages } from '@vigil/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { usePageTitle } from '../../app/PageTitleContext';
import { useSession } from '../../app/SessionContext';
import { PageHeader } from '../../components/PageHeader';
import { StatusBanner } from '../../components/StatusBanner';
import { Clause, ClauseList, PageLink } from './components/LegalDocument';
import { marketingPaths, marketingTexts } from './marketingTexts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * /feedback/help (spec access §2, public): how to get help with the product — where its guides
 * are, answers to the questions people ask most, what to put in a bug report, and how to reach
 * us (Send Feedback once signed in).
 */
export function HelpPage() {
  usePageTitle(marketingTexts.helpTitle);
  const { user } = useSession();
  const { brand } = useBrand();
  const product = brand.productName;

  return (
    <Box sx={{ maxWidth: '75ch' }}>
      <PageHeader
        title={`${product} ${marketingTexts.helpTitle}`}
        subtitle="Where to find answers, and how to reach us when you need a person."
      />

      <Section id="guides" title="Guides and documentation">
        <ClauseList
          items={[
            <>
              <strong>Using {product}.</strong> Home shows your sites at a glance; My Views holds
              your dashboards (Create View, then Add Widget); My Equipment lists devices and
              gateways with their status, files and logs; My Alerts lists the alarms of your views,
              and its Alert settings choose which alerts reach you by e-mail and SMS.
            </>,
            <>
              <strong>What changed.</strong> The release notes open from your account menu:{' '}
              <em>What's New</em>.
            </>,
            <>
              <strong>Running {product}.</strong> Administrators of a server find the operating
              guide in the README that ships with {product}: installation, every configuration
              setting, limits, gateways and scaling out, with the reasons behind its design in{' '}
              <code>docs/adr/</code>.
            </>,
            <>
              <strong>Your company’s setup.</strong> Who may see or change what is decided by your
              company’s administrator: ask them for access to a view, a site or a role.
            </>,
          ]}
        />
      </Section>

      <Section id="questions" title="Common questions">
        <Clause>
          <strong>I cannot sign in.</strong> Check the address and password; after too many failed
          tries, the account is locked for an hour (“
          {messages.lockout}”). Use <em>Forgot Password?</em> on the{' '}
          <PageLink to={APP_ROUTES.login}>sign-in page</PageLink> to set a new password. If your
          company signs in through its own single sign-on, ask your administrator.
        </Clause>
        <Clause>
          <strong>I lost the phone with my authenticator app.</strong> Contact your company’s
          administrator, or us, to get back into your account; then turn multifactor authentication
          on again in My Account with your new phone.
        </Clause>
        <Clause>
          <strong>I do not receive alert e-mails or texts.</strong> In My Alerts, open Alert
          settings: check the views and alert kinds you chose, and that a mobile number is on your
          account for SMS. <em>Send Test Alert</em> sends a test on each channel at once. Look in
          your spam folder too.
        </Clause>
        <Clause>
          <strong>A gateway shows as disconnected.</strong> The gateway only connects out from your
          site over HTTPS. Check its power and network, and that the site’s firewall lets it reach{' '}
          {product}. It keeps readings on its disk meanwhile and sends them once it is back.
        </Clause>
      </Section>

      <Section id="report" title="What to put in a bug report">
        <ClauseList
          items={[
            'what you were doing, step by step, so that we can do the same;',
            'what you expected to happen, and what happened instead;',
            'the exact text of any error message, including the request id when the message gives one;',
            'the page’s address (copy it from the address bar), and the names of the view, gateway or equipment involved;',
            'when it happened, with your time zone, and whether it happens every time;',
            'your browser and device, such as “Chrome on Windows” or “Safari on an iPhone”.',
          ]}
        />
        <Clause>Never send passwords, authenticator codes or the links of alert e-mails.</Clause>
      </Section>

      <Section id="contact" title="Contact us">
        {user ? (
          <>
            <Clause>
              Send us a report or a question with <em>Send Feedback</em>. It reaches our support
              team, who answer at the address you give, during business hours.
            </Clause>
            <Button component={RouterLink} to={marketingPaths.bug} variant="contained">
              Send Feedback
            </Button>
          </>
        ) : (
          <StatusBanner kind="info">
            <Link component={RouterLink} to={APP_ROUTES.login}>
              Sign in
            </Link>
            , then use <em>Send Feedback</em> in your account menu or at the bottom of any page to
            write to our support team. If you cannot sign in, your company’s administrator can help,
            or write to us at the contact address in your company’s agreement.
          </StatusBanner>
        )}
      </Section>
    </Box>
  );
}
