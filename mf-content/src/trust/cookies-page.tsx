import { Link } from 'react-router-dom';
import { LOCAL_STORAGE_ITEMS, SESSION_COOKIE } from './storage-inventory';
import { LastUpdated, StorageList, StyledProse, TrustPageFrame } from './trust-layout';
import { LEGAL_LAST_UPDATED, TRUST_PAGES } from './trust-pages';
import { useTrustPageHead } from './use-trust-page-head';

const PAGE = TRUST_PAGES.cookies;

const DESCRIPTION =
  'Sahha uses one strictly necessary session cookie and a few local-storage items, and no advertising or third-party cookies. Here is what each does and how to clear them.';

export default function CookiesPage() {
  useTrustPageHead(PAGE, DESCRIPTION, { webPage: { dateModified: LEGAL_LAST_UPDATED.iso } });

  return (
    <TrustPageFrame current="cookies" intro="One necessary cookie, a few settings in your browser, and nothing that follows you around the web.">
      <StyledProse aria-labelledby="cookie-heading">
        <h2 id="cookie-heading">The one cookie we use</h2>
        <LastUpdated />
        <dl>
          <dt>Name</dt>
          <dd>
            <code>{SESSION_COOKIE.secureName}</code> (<code>{SESSION_COOKIE.name}</code> when Sahha is opened over plain http,
            as on a developer&apos;s own computer)
          </dd>
          <dt>Type</dt>
          <dd>Strictly necessary, first party</dd>
          <dt>Purpose</dt>
          <dd>
            Keeps you signed in and carries a security token that protects forms, such as the quiz and the feedback form,
            against cross-site request forgery. The session itself is stored on our server; the cookie holds only a random
            identifier.
          </dd>
          <dt>When it is set</dt>
          <dd>The first time you sign in or send a form. Just reading pages sets no cookie.</dd>
          <dt>Lifetime</dt>
          <dd>
            {SESSION_COOKIE.lifetimeDays} days, renewed each time you use Sahha, so it expires after{' '}
            {SESSION_COOKIE.lifetimeDays} days of inactivity. Signing out ends the session.
          </dd>
          <dt>Protection</dt>
          <dd>
            HttpOnly, so scripts on the page cannot read it, and SameSite=Lax, so other sites cannot send it with their
            own forms.
          </dd>
        </dl>
      </StyledProse>

      <StyledProse aria-labelledby="local-storage-heading">
        <h2 id="local-storage-heading">What we keep in your browser</h2>
        <p>
          Local storage is space in your own browser. Unlike a cookie, it is not sent with every request. The only time
          any of it reaches us is when you sign in after taking the quiz: your stored answers are then sent once so the
          plan can be saved to your account. The items are:
        </p>
        <StorageList items={LOCAL_STORAGE_ITEMS} />
      </StyledProse>

      <StyledProse aria-labelledby="no-tracking-heading">
        <h2 id="no-tracking-heading">No advertising or third-party cookies</h2>
        <p>
          Sahha sets no advertising cookies and loads no third-party analytics, social media pixels or other trackers.
          Page views and quiz starts are recorded as events in the page’s own memory, with no personal data, and are not
          sent to anyone. When you follow a link to a retailer, the retailer’s own cookie policy applies on its site.
        </p>
      </StyledProse>

      <StyledProse aria-labelledby="clear-heading">
        <h2 id="clear-heading">How to clear them</h2>
        <ul>
          <li>Signing out ends your session on our server straight away.</li>
          <li>
            To remove the cookie and the local-storage items, open your browser’s settings, find cookies and site data,
            and delete the data for this site. Most browsers also offer this from the padlock or site-information icon
            next to the address.
          </li>
          <li>
            Clearing local storage removes your latest results from this browser and resets the theme. Plans saved to
            your account are not affected and are back when you sign in.
          </li>
        </ul>
        <p>
          The <Link to={TRUST_PAGES.privacy.path}>privacy policy</Link> explains what we store on our servers and for how
          long.
        </p>
      </StyledProse>
    </TrustPageFrame>
  );
}
