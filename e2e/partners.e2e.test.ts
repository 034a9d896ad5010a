import { readFileSync } from 'node:fs';
import { formatCents } from '@vigil/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  licenseTexts,
  orderTexts,
  partnerTexts,
  projectTexts,
  quoteEditorTexts,
  quoteListTexts,
  quoteViewTexts,
} from '../apps/web/src/features/partners/partnerTexts.js';
import { partnerUsersTexts } from '../apps/web/src/features/partners/partnerUsersTexts.js';
import { surveyTexts } from '../apps/web/src/features/partners/surveyTexts.js';
import { DEMO_PASSWORD, launchBrowser, openPage, signIn, type TestPage } from './browser.js';

// The partner portal told at once (issue 19): the demo partner's user quotes Acme (customer,
// plan, lines) and sends the quote's site survey to the site contact by e-mail; the contact,
// signed out, fills it from the mailed link (quantities, progress, a comment, an attachment) and
// the partner sees the answers. The partner orders the quote and the order goes through every
// status, the technician setting only Configured, Installed and Complete and the partner's admin
// the rest; once Complete, the super user's Licenses page shows Acme's licence with the devices
// Acme has, following a device added and removed.

const ACME = 'Acme Data Centers';
const stamp = Date.now().toString(36);
const TITLE = `DC1 monitoring ${stamp}`;
const SITE = 'DC1 Hall A';
const CONTACT_NAME = 'Sam Site';
const CONTACT = `site-${stamp}@acme.test`;
const FEEDBACK = `Two more PDUs arrive next week (${stamp}).`;
const COMMENT = `The UPS room is locked after 6 pm (${stamp}).`;
const ATTACHMENT = 'rack-photo.txt';
const ATTACHMENT_BODY = `Front of rack A1, ${stamp}\n`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const mails = async (): Promise<Mail[]> =>
  (await fetch(inject('mailUrl'))).json() as Promise<Mail[]>;

let browser: Browser;
const opened: TestPage[] = [];
let partner: TestPage;
let partnerID = '';
let quotePath = '';
let visibleID = '';
let surveyLink = '';

async function signedIn(email: string): Promise<TestPage> {
  const page = await openPage(browser);
  opened.push(page);
  await page.page.goto('/login');
  await signIn(page.page, email, DEMO_PASSWORD);
  await page.page.waitForURL('**/home');
  return page;
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const reply = await page.context().request.post('/graphql', { data: { query, variables } });
  const body = (await reply.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Opens the user's portal from the account menu. */
async function openPortal(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: partnerTexts.menu.portal }).click();
  await page.waitForURL(/\/partners\/\d+$/);
}

/** The order's card on the Projects page, freshly loaded. */
async function project(page: Page) {
  await page.goto(`/partners/${partnerID}/projects`);
  await page.getByRole('heading', { name: projectTexts.title, level: 1 }).waitFor();
  const card = page.getByRole('region', { name: visibleID, exact: true });
  await card.getByRole('list', { name: projectTexts.stepsLabel(visibleID) }).waitFor();
  return card;
}

const markButtons = (card: ReturnType<Page['getByRole']>) =>
  card.getByRole('button', { name: /^Mark / });

/** Sets the order's next status from its card, and waits until the server has it. */
async function mark(page: Page, status: string) {
  const card = await project(page);
  await card.getByRole('button', { name: projectTexts.mark(status) }).click();
  await card.getByTestId(`status-date-${status}`).waitFor();
}

/** Only what the waiting card says, with no button to set anything. */
async function expectWaiting(page: Page) {
  const card = await project(page);
  await card.getByText(projectTexts.waiting).waitFor();
  expect(await markButtons(card).count()).toBe(0);
}

beforeAll(async () => {
  browser = await launchBrowser();
  partner = await signedIn('partner@vigil.demo');
  partnerID = (await gql<{ me: { partnerID: string } }>(partner.page, '{ me { partnerID } }')).me
    .partnerID;
});
afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser?.close();
});

describe('the partner portal, from quote to licence', () => {
  it('lets the partner’s user quote Acme: customer, plan and lines, saved', async () => {
    const { page, errors } = partner;
    await openPortal(page);
    await page.getByRole('heading', { name: quoteListTexts.proposals, level: 1 }).waitFor();
    await page.getByRole('link', { name: quoteListTexts.newQuote }).click();
    await page.getByRole('heading', { name: quoteEditorTexts.createTitle, level: 1 }).waitFor();

    const customer = page.getByLabel(quoteEditorTexts.customer, { exact: true });
    await customer.locator('option', { hasText: ACME }).waitFor({ state: 'attached' });
    await customer.selectOption({ label: ACME });
    await page.getByLabel(quoteEditorTexts.title, { exact: true }).fill(TITLE);
    await page.getByLabel(quoteEditorTexts.plan, { exact: true }).selectOption('100 DEVICE');
    expect(await page.getByLabel(quoteEditorTexts.deviceCount, { exact: true }).inputValue()).toBe(
      '100',
    );
    await page.getByLabel(quoteEditorTexts.descriptionOf(1)).fill('Vigil 100-device plan, 1 year');
    await page.getByLabel(quoteEditorTexts.unitPriceOf(1)).fill('1200');
    await page.getByRole('button', { name: quoteEditorTexts.addLine }).click();
    await page.getByLabel(quoteEditorTexts.kindOf(2)).selectOption('GATEWAY');
    await page.getByLabel(quoteEditorTexts.descriptionOf(2)).fill('Vigil gateway appliance');
    await page.getByLabel(quoteEditorTexts.quantityOf(2)).fill('2');
    await page.getByLabel(quoteEditorTexts.unitPriceOf(2)).fill('350.50');
    const total = formatCents(120_000 + 2 * 35_050);
    await page.getByTestId('quote-total').getByText(total, { exact: true }).waitFor();
    await page.getByRole('button', { name: quoteEditorTexts.save }).click();

    await page.waitForURL(/\/quote\/view\/\d+$/);
    const heading = page.getByRole('heading', { name: /^Quote \S+$/, level: 1 });
    await heading.waitFor();
    visibleID = /^Quote (\S+)$/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    expect(visibleID).not.toBe('');
    quotePath = new URL(page.url()).pathname;
    await page.getByText(TITLE).first().waitFor();
    await page.getByText(total).first().waitFor();
    await page.getByText('100 DEVICE', { exact: true }).first().waitFor();

    // Listed among the partner's proposals, for Acme.
    await page.getByRole('link', { name: quoteViewTexts.back }).click();
    const row = page
      .getByTestId('quote-row')
      .filter({ has: page.getByRole('link', { name: quoteListTexts.open(visibleID) }) });
    await row.getByRole('cell', { name: ACME, exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  let shownLink = '';

  it('sends the quote’s site survey to the site contact, whose mail has the link', async () => {
    const { page, errors } = partner;
    await page.goto(quotePath);
    await page.getByRole('link', { name: quoteViewTexts.sendSurvey }).click();
    await page.getByRole('heading', { name: surveyTexts.newTitle, level: 1 }).waitFor();
    await page.getByText(surveyTexts.forQuote(visibleID)).waitFor();
    expect(
      await page
        .getByRole('combobox', { name: new RegExp(`^${surveyTexts.customer}`) })
        .inputValue(),
    ).toBe(ACME);
    await page.getByLabel(surveyTexts.siteName).fill(SITE);
    await page.getByLabel(surveyTexts.siteContactName).fill(CONTACT_NAME);
    await page.getByLabel(surveyTexts.siteContactEmail).fill(CONTACT);
    await page.getByRole('button', { name: surveyTexts.addEquipment }).click();
    await page.getByLabel(surveyTexts.equipmentName(1)).fill('Rack PDU');
    await page.getByLabel(surveyTexts.equipmentQuantity(1)).fill('4');
    await page.getByRole('button', { name: surveyTexts.addEquipment }).click();
    await page.getByLabel(surveyTexts.equipmentName(2)).fill('CRAC unit');
    await page.getByLabel(surveyTexts.equipmentQuantity(2)).fill('2');
    await page.getByRole('button', { name: surveyTexts.create }).click();

    // Made: its page shows the link once.
    await page.waitForURL(/\/survey\/\d+$/);
    const linkPanel = page.getByRole('region', { name: surveyTexts.linkHeading });
    const linkField = linkPanel.getByRole('textbox', { name: surveyTexts.linkLabel });
    await linkField.waitFor();
    shownLink = await linkField.inputValue();
    expect(shownLink).toMatch(/\/partners\/survey\/\S+$/);

    await linkPanel.getByRole('button', { name: surveyTexts.send }).click();
    const confirm = page.getByRole('dialog', { name: surveyTexts.sendTitle });
    await confirm.getByText(surveyTexts.sendBody(CONTACT)).waitFor();
    await confirm.getByRole('button', { name: surveyTexts.sendConfirm }).click();
    await linkPanel.getByText(surveyTexts.sent(CONTACT)).waitFor();

    await expect
      .poll(async () => (await mails()).filter((m) => m.to.includes(CONTACT)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [mail] = (await mails()).filter((m) => m.to.includes(CONTACT));
    expect(mail!.subject).toContain(`Site survey for ${ACME}`);
    surveyLink = /https?:\/\/\S+(\/partners\/survey\/\S+)/.exec(mail!.text)?.[1] ?? '';
    expect(surveyLink).not.toBe('');
    expect(shownLink.endsWith(surveyLink)).toBe(false);

    // The quote now leads to its survey.
    await page.goto(quotePath);
    await page.getByRole('link', { name: quoteViewTexts.viewSurvey }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lets the site contact, signed out, fill the survey from the mailed link', async () => {
    // The link shown before sending stopped working when the mail's was made.
    const old = await openPage(browser);
    opened.push(old);
    await old.page.goto(new URL(shownLink).pathname);
    await old.page.getByText(surveyTexts.inactiveLink).waitFor();

    const contact = await openPage(browser);
    opened.push(contact);
    const { page, errors } = contact;
    await page.goto(surveyLink);
    await page.getByRole('heading', { name: surveyTexts.publicTitle, level: 1 }).waitFor();
    await page.getByText(surveyTexts.publicIntro(ACME, SITE)).waitFor();
    const quantity = page.getByLabel(surveyTexts.equipmentQuantity(1));
    expect(await quantity.inputValue()).toBe('4');
    expect(await page.getByLabel(surveyTexts.equipmentName(1)).inputValue()).toBe('Rack PDU');
    await quantity.fill('6');

    // Progress by keyboard: from 0 in steps of 5 to 75%.
    const slider = page.getByRole('slider');
    await slider.focus();
    await slider.press('Home');
    for (let i = 0; i < 15; i++) await slider.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('75');
    await page.getByLabel(surveyTexts.feedback).fill(FEEDBACK);
    await page.getByRole('button', { name: surveyTexts.submit }).click();
    await page.getByRole('alert').getByText(surveyTexts.submitted).waitFor();

    await page.getByLabel(surveyTexts.author).fill(CONTACT_NAME);
    await page.getByLabel(surveyTexts.comment, { exact: true }).fill(COMMENT);
    await page.getByRole('button', { name: surveyTexts.addComment }).click();
    await page.getByTestId('survey-comment').filter({ hasText: COMMENT }).waitFor();

    await page.getByLabel(surveyTexts.description, { exact: true }).fill('Front of rack A1');
    await page.locator('input[type="file"]').setInputFiles({
      name: ATTACHMENT,
      mimeType: 'text/plain',
      buffer: Buffer.from(ATTACHMENT_BODY),
    });
    const uploads = page.getByRole('region', { name: surveyTexts.uploads });
    const progress = uploads.getByTestId('upload-progress').filter({ hasText: ATTACHMENT });
    await progress.waitFor();
    await progress.getByText('Uploaded').waitFor();
    expect(await progress.getAttribute('data-progress')).toBe('100');
    await page.getByRole('link', { name: surveyTexts.download(ATTACHMENT) }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the partner the contact’s answers, comment and attachment', async () => {
    const { page, errors } = partner;
    await page.goto(quotePath);
    await page.getByRole('link', { name: quoteViewTexts.viewSurvey }).click();
    await page.waitForURL(/\/survey\/\d+$/);
    await page.getByRole('heading', { name: surveyTexts.responseHeading }).waitFor();
    expect(await page.getByLabel(surveyTexts.equipmentQuantity(1)).inputValue()).toBe('6');
    await page.getByText(surveyTexts.progressValue(75), { exact: true }).waitFor();
    await page.getByText(/^Submitted on /).waitFor();
    await page.getByText(FEEDBACK).waitFor();
    const comment = page.getByTestId('survey-comment').filter({ hasText: COMMENT });
    await comment.getByText(CONTACT_NAME, { exact: false }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: surveyTexts.download(ATTACHMENT) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(ATTACHMENT);
    expect(readFileSync(await download.path(), 'utf8')).toBe(ATTACHMENT_BODY);
    expect(errors).toEqual([]);
  });

  it('orders the quote, whose review links its survey', async () => {
    const { page, errors } = partner;
    await page.goto(quotePath);
    await page.getByRole('button', { name: quoteViewTexts.createOrder }).click();
    await page.waitForURL(/\/order\/review\/\d+$/);
    await page
      .getByRole('heading', { name: orderTexts.reviewTitle(visibleID), level: 1 })
      .waitFor();
    await page.getByRole('link', { name: orderTexts.openSurvey }).waitFor();
    await page.goto(quotePath);
    await page.getByRole('link', { name: quoteViewTexts.viewOrder }).waitFor();
    expect(errors).toEqual([]);
  });

  it('moves the order through every status, each set by whom it belongs to', async () => {
    const technician = await signedIn('technician@vigil.demo');
    // Nobody's yet: the technician waits for Ordered, and so does a user with no role.
    await expectWaiting(technician.page);
    await expectWaiting(partner.page);

    // The super user makes the partner's user its administrator on the partner's Users page.
    const superUser = await signedIn('super@vigil.demo');
    const { page } = superUser;
    await page.goto(`/partners/${partnerID}/users`);
    await page.getByRole('heading', { name: partnerUsersTexts.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: partnerUsersTexts.edit('Pat Partner') }).click();
    const dialog = page.getByRole('dialog', { name: partnerUsersTexts.editTitle });
    await dialog.getByRole('checkbox', { name: partnerUsersTexts.partnerAdmin }).check();
    await dialog.getByRole('button', { name: partnerUsersTexts.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(partnerUsersTexts.savedNotice('Pat Partner')).waitFor();
    const row = page.getByTestId('partner-user-row').filter({ hasText: 'Pat Partner' });
    await row.getByRole('cell', { name: partnerUsersTexts.yes, exact: true }).waitFor();

    // Billing's statuses by the admin; the technician waits for Received, then sets Configured.
    await mark(partner.page, 'Ordered');
    await expectWaiting(technician.page);
    await mark(partner.page, 'Received');
    await mark(technician.page, 'Configured');
    await expectWaiting(technician.page);
    await mark(partner.page, 'Shipped');
    await mark(technician.page, 'Installed');
    await mark(technician.page, 'Complete');
    await expectWaiting(technician.page);
    await mark(partner.page, 'Billed');

    const card = await project(partner.page);
    await card.getByText(projectTexts.done).waitFor();
    expect(await card.locator('[data-testid^="status-date-"]').count()).toBe(7);
    expect(await markButtons(card).count()).toBe(0);
    expect(technician.errors).toEqual([]);
    expect(partner.errors).toEqual([]);
    expect(superUser.errors).toEqual([]);
  });

  it('shows the super user Acme’s licence, its devices in use following Acme’s equipment', async () => {
    const admin = await signedIn('admin@vigil.demo');
    const customerID = (
      await gql<{ me: { customer: { id: string } } }>(admin.page, '{ me { customer { id } } }')
    ).me.customer.id;
    const equipmentCount = async () =>
      (
        await gql<{ allEquipment: { total: number } }>(
          admin.page,
          'query($c: ID!) { allEquipment(customerID: $c, limit: 1) { total } }',
          { c: customerID },
        )
      ).allEquipment.total;

    const superUser = await signedIn('super@vigil.demo');
    const { page, errors } = superUser;
    await openPortal(page);
    await page
      .getByRole('navigation', { name: partnerTexts.menu.label })
      .getByRole('tab', { name: partnerTexts.menu.licenses })
      .click();
    await page.getByRole('heading', { name: licenseTexts.title, level: 1 }).waitFor();
    const licence = page.getByTestId('license-row').filter({ hasText: ACME });
    const inUse = async () => {
      await page.reload();
      await licence.waitFor();
      return (await licence.getByRole('cell').nth(4).textContent())?.trim();
    };
    const cells = licence.getByRole('cell');
    await licence.waitFor();
    expect(await cells.nth(2).textContent()).toBe('100 DEVICE');
    expect(await cells.nth(3).textContent()).toBe('100');
    const before = await equipmentCount();
    expect(await inUse()).toBe(String(before));

    // A device added on a gateway of Acme's (no agent polls it), then removed.
    const { registerGateway: gateway } = await gql<{ registerGateway: { id: string } }>(
      admin.page,
      'mutation($c: ID!, $n: String!) { registerGateway(customerID: $c, name: $n) { id } }',
      { c: customerID, n: `Licence check ${stamp}` },
    );
    const { allEquipment } = await gql<{
      allEquipment: { items: { equipment: { id: string } }[] };
    }>(
      admin.page,
      'query($c: ID!) { allEquipment(customerID: $c, filters: { protocol: ["Modbus"] }, limit: 1) { items { equipment { id } } } }',
      { c: customerID },
    );
    const { onboardEquipmentList: added } = await gql<{ onboardEquipmentList: { id: string }[] }>(
      admin.page,
      'mutation($g: ID!, $c: ID!, $e: [EquipmentInput!]!) { onboardEquipmentList(gatewayID: $g, customerID: $c, equipment: $e) { id } }',
      {
        g: gateway.id,
        c: customerID,
        e: [
          {
            description: `Licence PDU ${stamp}`,
            ip: '10.99.0.1',
            protocol: 'Modbus',
            manufacturerModel: allEquipment.items[0]!.equipment.id,
          },
        ],
      },
    );
    expect(await equipmentCount()).toBe(before + 1);
    expect(await inUse()).toBe(String(before + 1));

    await gql(admin.page, 'mutation($e: ID!, $c: ID) { deleteEquipment(id: $e, customerID: $c) }', {
      e: added[0]!.id,
      c: customerID,
    });
    await gql(
      admin.page,
      'mutation($g: ID!, $c: ID) { deleteGateway(gatewayID: $g, customerID: $c) }',
      {
        g: gateway.id,
        c: customerID,
      },
    );
    expect(await equipmentCount()).toBe(before);
    expect(await inUse()).toBe(String(before));
    expect(errors).toEqual([]);
  });
});
