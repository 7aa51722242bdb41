import type { AdminCatalogResponse } from '@sahha/contracts/catalog-admin';
import {
  PRICE_ALERT_API,
  PRICE_ALERT_MESSAGES,
  PRICE_ALERT_TEXTS,
  unsubscribeTokenFromHash,
  PRICE_ALERT_UNSUBSCRIBE_PARAM,
  type PriceAlert,
  type PriceAlertsResponse,
} from '@sahha/contracts/price-alerts';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { PriceAlertsService } from '../src/catalog/alerts/price-alerts.service';
import { NOT_AUTHENTICATED_MESSAGE } from '../src/auth/session-auth.guard';
import { ApiClient, newAccount } from './api-client';
import { useAppWithAdmin } from './app-with-admin';
import { testDatabases } from './test-databases';
import { messagesTo, startSmtpMailbox, verifyEmailOf, waitForMessages } from './test-mailbox';

const ADMIN_EMAIL = 'alerts.admin@sahha.ae';
const ALERTS = PRICE_ALERT_API.alerts;
const UNSUBSCRIBE = PRICE_ALERT_API.unsubscribe;
const ALERT_LIMIT = 4;

/** The token of an unsubscribe link, as the product page reads it. */
function tokenOfLink(link: string): string {
  const token = unsubscribeTokenFromHash(new URL(link).hash);
  if (token === null) throw new Error(`no token in ${link}`);
  return token;
}

/** The unsubscribe link of a price-drop e-mail. */
function unsubscribeLinkIn(message: ParsedMail): string {
  const link = (message.text ?? '').split(/\s+/).find((word) => word.includes(`#${PRICE_ALERT_UNSUBSCRIBE_PARAM}=`));
  if (!link) throw new Error('no unsubscribe link in the message');
  return link;
}

describe.each(testDatabases())('price alerts on $name', (db) => {
  const setup = useAppWithAdmin(db, { adminEmail: ADMIN_EMAIL, env: { THROTTLE_PRICE_ALERT_LIMIT: String(ALERT_LIMIT) }, mailbox: startSmtpMailbox });

  /** A signed-in member, verified unless told otherwise. */
  const member = async (verified = true) => {
    const client = new ApiClient(setup.app);
    const account = newAccount();
    await client.register(account, 201);
    if (verified) await verifyEmailOf(client, setup.mailbox, account.email);
    return { client, email: account.email, password: account.password };
  };
  const alertsOf = async (client: ApiClient): Promise<PriceAlert[]> => ((await client.agent.get(ALERTS).expect(200)).body as PriceAlertsResponse).alerts;
  const setAlert = async (client: ApiClient, productId: string, threshold: number): Promise<PriceAlert> =>
    (await client.send('post', ALERTS, { productId, threshold }, 201)).body.alert as PriceAlert;
  const offerId = async (productKey: string, retailerKey: string): Promise<number> => {
    const { offers } = (await setup.admin.agent.get('/api/admin/catalog').expect(200)).body as AdminCatalogResponse;
    const offer = offers.find((row) => row.productKey === productKey && row.retailerKey === retailerKey);
    if (!offer) throw new Error(`no offer of ${productKey} at ${retailerKey}`);
    return offer.id;
  };
  /** An admin's edit, then the alert check it starts has finished. */
  const edit = async (id: number, patch: object) => {
    await setup.admin.send('patch', `/api/admin/catalog/offers/${id}`, patch, 200);
    await setup.app.get(PriceAlertsService).settled();
  };
  /** An admin's import of one in-stock noon item matched to a product, then the alert check it starts has finished. */
  const importNoonItem = async (item: { id: string; title: string; link: string; price: string; productKey: string }) => {
    const feed = ['id\ttitle\tlink\tprice\tavailability', `${item.id}\t${item.title}\t${item.link}\t${item.price}\tin_stock`].join('\n');
    await setup.admin.send('post', '/api/admin/catalog/feed/apply', { retailerKey: 'noon-ae', content: feed, matches: { [item.id]: item.productKey } }, 200);
    await setup.app.get(PriceAlertsService).settled();
  };
  const priceDropMails = async (email: string, productName = 'Zinc') =>
    (await messagesTo(setup.mailbox, email)).filter((message) => message.subject === PRICE_ALERT_TEXTS.mailSubject(productName));

  it('needs a session for every call but the unsubscribe link, and the CSRF token for every write', async () => {
    const visitor = new ApiClient(setup.app);
    expect((await visitor.agent.get(ALERTS).expect(401)).body).toMatchObject({ message: NOT_AUTHENTICATED_MESSAGE });
    await visitor.send('post', ALERTS, { productId: 'zinc', threshold: 40 }, 401);
    await visitor.send('delete', `${ALERTS}/1`, undefined, 401);
    const { client } = await member();
    await client.agent.post(ALERTS).send({ productId: 'zinc', threshold: 40 }).expect(403);
    await client.agent.delete(`${ALERTS}/1`).expect(403);
    await visitor.agent.post(UNSUBSCRIBE).send({ token: 'x' }).expect(403);
  });

  it.each([
    ['threshold', { productId: 'zinc', threshold: 0 }, PRICE_ALERT_MESSAGES.threshold],
    ['threshold', { productId: 'zinc', threshold: -5 }, PRICE_ALERT_MESSAGES.threshold],
    ['threshold', { productId: 'zinc', threshold: 40.005 }, PRICE_ALERT_MESSAGES.threshold],
    ['threshold', { productId: 'zinc', threshold: 100_000 }, PRICE_ALERT_MESSAGES.threshold],
    ['threshold', { productId: 'zinc', threshold: '40' }, PRICE_ALERT_MESSAGES.threshold],
    ['threshold', { productId: 'zinc' }, PRICE_ALERT_MESSAGES.threshold],
    ['productId', { productId: 'no-such-product', threshold: 40 }, PRICE_ALERT_MESSAGES.productId],
    // A partial key finds a product page, but an alert names exactly one product.
    ['productId', { productId: 'zin', threshold: 40 }, PRICE_ALERT_MESSAGES.productId],
    ['productId', { productId: 7, threshold: 40 }, PRICE_ALERT_MESSAGES.productId],
  ])('answers 400 naming %s for %j', async (field, body, message) => {
    const { client } = await member(false);
    const res = await client.send('post', ALERTS, body, 400);
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(await alertsOf(client)).toEqual([]);
  });

  it('refuses unknown fields', async () => {
    const { client } = await member(false);
    await client.send('post', ALERTS, { productId: 'zinc', threshold: 40, userId: 1 }, 400);
  });

  it('keeps one alert per product, lists only its owner\'s, and removes only its owner\'s (another id is a 404)', async () => {
    const owner = await member(false);
    const other = await member(false);
    const first = await setAlert(owner.client, 'vitamin-c', 30);
    expect(first).toEqual({ id: expect.any(Number), productId: 'vitamin-c', productName: 'Vitamin C', threshold: 30, armed: true, createdAt: expect.any(String), notifiedAt: null });
    const again = await setAlert(owner.client, 'vitamin-c', 25.5);
    expect(again).toMatchObject({ id: first.id, threshold: 25.5 });
    expect(await alertsOf(owner.client)).toEqual([again]);
    expect(await alertsOf(other.client)).toEqual([]);

    const res = await other.client.send('delete', `${ALERTS}/${first.id}`, undefined, 404);
    expect(res.body).toMatchObject({ statusCode: 404, message: PRICE_ALERT_MESSAGES.notFound });
    await other.client.send('delete', `${ALERTS}/999999`, undefined, 404);
    await other.client.send('delete', `${ALERTS}/abc`, undefined, 400);
    expect(await alertsOf(owner.client)).toHaveLength(1);
    await owner.client.send('delete', `${ALERTS}/${first.id}`, undefined, 200);
    expect(await alertsOf(owner.client)).toEqual([]);
    await owner.client.send('delete', `${ALERTS}/${first.id}`, undefined, 404);
  });

  it(`limits alerts set to ${ALERT_LIMIT} a minute per member`, async () => {
    const { client } = await member(false);
    for (let at = 0; at < ALERT_LIMIT; at += 1) await setAlert(client, 'magnesium', 50 + at);
    const res = await client.send('post', ALERTS, { productId: 'iron', threshold: 40 }, 429);
    expect(res.body.message).toBe(PRICE_ALERT_MESSAGES.throttled);
    // Another member is not held back.
    await setAlert((await member(false)).client, 'iron', 40);
  });

  it('e-mails once per crossing, re-arms only when the price is back up, and the newest link stops that alert alone, signed out, once', async () => {
    const shopper = await member();
    const neighbour = await member();
    const unverified = await member(false);
    await setAlert(shopper.client, 'zinc', 40);
    await setAlert(neighbour.client, 'zinc', 35);
    await setAlert(unverified.client, 'zinc', 40);
    const iherb = await offerId('zinc', 'iherb');
    const pharmacy = await offerId('zinc', 'life-pharmacy');

    // Seeded prices were never checked, so they are not fresh: nothing is below yet.
    await edit(pharmacy, { price: 44, inStock: true });
    expect(await priceDropMails(shopper.email)).toEqual([]);

    // Out of stock below the threshold does not count.
    await edit(iherb, { price: 38, inStock: false });
    expect(await priceDropMails(shopper.email)).toEqual([]);

    await edit(iherb, { inStock: true });
    const [mail] = await waitForMessages(setup.mailbox, shopper.email, 2).then(() => priceDropMails(shopper.email));
    expect(mail.text).toContain('Zinc is now AED 38.00 at iHerb, below the AED 40.00 you asked us to watch for.');
    expect(mail.text).toContain('/products/zinc');
    const firstLink = unsubscribeLinkIn(mail);
    expect(await priceDropMails(neighbour.email)).toEqual([]); // 38 is not below 35.
    expect(await priceDropMails(unverified.email)).toEqual([]); // Never to an unverified address.
    expect((await alertsOf(shopper.client))[0]).toMatchObject({ armed: false, notifiedAt: expect.any(String) });

    // Still below through more edits and an import: no second e-mail.
    await edit(iherb, { price: 37 });
    await edit(pharmacy, { price: 39 });
    expect(await priceDropMails(shopper.email)).toHaveLength(1);

    // Back at or above the threshold everywhere fresh, then below again: the next e-mail.
    await edit(iherb, { price: 45 });
    await edit(pharmacy, { price: 40 });
    expect((await alertsOf(shopper.client))[0].armed).toBe(true);
    await edit(pharmacy, { price: 33 });
    await waitForMessages(setup.mailbox, shopper.email, 3);
    const mails = await priceDropMails(shopper.email);
    expect(mails).toHaveLength(2);
    expect(await priceDropMails(neighbour.email)).toHaveLength(1);
    const newestLink = unsubscribeLinkIn(mails[1]);
    // The link opens the alert's product page on this site, the token in the fragment.
    expect(newestLink).toMatch(new RegExp(`^http://localhost:\\d+/products/zinc#${PRICE_ALERT_UNSUBSCRIBE_PARAM}=[A-Za-z0-9_-]{43}$`));

    const visitor = new ApiClient(setup.app);
    // Forged, and an earlier e-mail's token (only the newest is kept): nothing removed.
    for (const token of ['x'.repeat(43), tokenOfLink(firstLink), '']) {
      const res = await visitor.send('post', UNSUBSCRIBE, { token }, 404);
      expect(res.body.message).toBe(PRICE_ALERT_MESSAGES.invalidLink);
    }
    await visitor.send('post', UNSUBSCRIBE, { token: 'y'.repeat(101) }, 400);
    const res = await visitor.send('post', UNSUBSCRIBE, { token: tokenOfLink(newestLink) }, 200);
    expect(res.body).toEqual({ success: true, productPath: '/products/zinc', productName: 'Zinc' });
    expect(await alertsOf(shopper.client)).toEqual([]);
    expect(await alertsOf(neighbour.client)).toHaveLength(1);
    // Used once: the same link again removes nothing more.
    await visitor.send('post', UNSUBSCRIBE, { token: tokenOfLink(newestLink) }, 404);
    // The database keeps only a hash of the token.
    const stored: { hash: string | null }[] = await setup.app.get(DataSource).query('SELECT unsubscribe_token_hash AS hash FROM price_alerts');
    for (const { hash } of stored) expect(hash === null || /^[0-9a-f]{64}$/.test(hash)).toBe(true);
  });

  it('checks alerts after a feed import too, and two checks at once send one e-mail', async () => {
    const shopper = await member();
    await setAlert(shopper.client, 'vitamin-e', 60);
    await importNoonItem({ id: 'E-VIT-E', title: 'Vitamin E 400 IU, 100 softgels', link: 'https://www.noon.com/uae-en/vitamin-e/EVITE/p/', price: '55.00 AED', productKey: 'vitamin-e' });
    const mails = await priceDropMails(shopper.email, 'Vitamin E');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Vitamin E is now AED 55.00 at noon');

    // Two replicas checking the same crossing at once: the conditional update lets one send.
    const racer = await member();
    await setAlert(racer.client, 'vitamin-e', 58);
    const alerts = setup.app.get(PriceAlertsService);
    await Promise.all([alerts.check(['vitamin-e'], new Date()), alerts.check(['vitamin-e'], new Date())]);
    await waitForMessages(setup.mailbox, racer.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await priceDropMails(racer.email, 'Vitamin E')).toHaveLength(1);
  });

  it('names a one-click unsubscribe (RFC 8058) in the headers, which a mail client POSTs with no session or CSRF token; a GET stops nothing', async () => {
    const shopper = await member();
    await setAlert(shopper.client, 'vitamin-c', 60);
    await importNoonItem({ id: 'E-VIT-C', title: 'Vitamin C 1000 mg, 100 tablets', link: 'https://www.noon.com/uae-en/vitamin-c/EVITC/p/', price: '45.00 AED', productKey: 'vitamin-c' });
    const [mail] = await priceDropMails(shopper.email, 'Vitamin C');
    // A header line as sent, unfolded (a long one continues on the next line, RFC 5322 2.2.3).
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const address = /^List-Unsubscribe: <([^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(address).toMatch(new RegExp(`^http://localhost:\\d+${PRICE_ALERT_API.oneClickUnsubscribe}\\?token=[A-Za-z0-9_-]{43}$`));

    // What a mail client sends: a form POST, no cookie, no CSRF token.
    const { pathname, search } = new URL(address);
    const oneClick = (path: string) => request(setup.app.getHttpServer()).post(path).type('form').send('List-Unsubscribe=One-Click');
    // A link checker or a prefetch opening the address stops nothing.
    await request(setup.app.getHttpServer()).get(`${pathname}${search}`).expect(404);
    expect(await alertsOf(shopper.client)).toHaveLength(1);
    // A forged token, a malformed one and none at all stop nothing either.
    expect((await oneClick(`${pathname}?token=${'x'.repeat(43)}`).expect(404)).body.message).toBe(PRICE_ALERT_MESSAGES.invalidLink);
    await oneClick(`${pathname}?token=${'y'.repeat(101)}`).expect(400);
    await oneClick(pathname).expect(400);
    expect(await alertsOf(shopper.client)).toHaveLength(1);

    expect((await oneClick(`${pathname}${search}`).expect(200)).body).toEqual({ success: true, productPath: '/products/vitamin-c', productName: 'Vitamin C' });
    expect(await alertsOf(shopper.client)).toEqual([]);
    await oneClick(`${pathname}${search}`).expect(404);
    // The exemption from the CSRF check is this one address: the page's unsubscribe call still needs the token.
    await request(setup.app.getHttpServer()).post(UNSUBSCRIBE).send({ token: new URLSearchParams(search).get('token') }).expect(403);
  });

  it('puts alerts in the account export and deletes them with the account', async () => {
    const { client, password } = await member(false);
    await setAlert(client, 'omega-3', 70);
    const exported = await client.agent.get('/api/account/export').expect(200);
    expect(exported.body.data.priceAlerts).toEqual([
      { productId: 'omega-3', productName: 'Omega-3 (EPA & DHA)', threshold: 70, armed: true, createdAt: expect.any(String), notifiedAt: null },
    ]);
    const before: { n: number | string }[] = await setup.app.get(DataSource).query('SELECT COUNT(*) AS n FROM price_alerts');
    await client.send('delete', '/api/account', { password }, 200);
    const after: { n: number | string }[] = await setup.app.get(DataSource).query('SELECT COUNT(*) AS n FROM price_alerts');
    expect(Number(after[0].n)).toBe(Number(before[0].n) - 1);
  });
});
